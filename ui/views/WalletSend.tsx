// The WalletSend view (SPEC §2, §3 "Send state", §4 "Sending", §5, §8): a token of the account's, an amount with
// Max, a receiver by address or name, the gas price and the fee in USD; Send emits SendRequested and the wallet
// request (an eth_sendTransaction TxQueued) through the request pipeline, or on Solana the native transfer that
// effects/send/prepareTransfer.ts builds into one. How it ends (Transaction started and
// back to Account, or a message with the form kept) is effects/send/settleSend.ts's.
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { randomId } from '../../src/deps.js'
import { parseUnitsExact } from '../../src/domain/sendChecks.js'
import { transferTransaction } from '../../src/domain/sendTransfer.js'
import { MESSAGES } from '../messages.js'
import { selectSendForm } from '../../projections/send/send.selectors.js'
import { selectSendableTokens, selectSender, selectSendPending } from '../../projections/send/sender.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { Spinner } from '../components/common.js'
import { AmountField } from './send/AmountField.js'
import { FeeRows } from './send/FeeRows.js'
import { ReceiverField } from './send/ReceiverField.js'
import { TokenPicker } from './send/TokenPicker.js'
import { sendModel } from './send/model.js'
import { useNameLookup } from './send/useNameLookup.js'

/** The WalletSend view. */
export default function WalletSendView(): ReactNode {
  const emit = useEmit()
  const form = useReadModel(selectSendForm)
  const tokens = useReadModel(selectSendableTokens)
  const sender = useReadModel(selectSender)
  const sending = useReadModel(selectSendPending)
  const lookup = useNameLookup()
  // Problems show once a field was left or Send was pressed (not while the visitor is still typing).
  const [touched, setTouched] = useState({ amount: false, receiver: false, submitted: false })
  const formRef = useRef<HTMLFormElement>(null)
  const model = sendModel(form, tokens, sender, lookup, sending)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    setTouched({ amount: true, receiver: true, submitted: true })
    if (sender?.namespace === 'solana' || sender?.namespace === 'bip122') {
      // The transaction needs the chain first (Solana's recent blockhash, Bitcoin's outputs and fee rate):
      // effects/send/prepareTransfer.ts builds and queues it.
      const units = model.ready && model.token ? parseUnitsExact(model.amountText, model.token.decimals) : null
      if (units === null || !model.receiver) {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        return
      }
      const requestId = randomId()
      emit({ type: 'SendRequested', data: { requestId } })
      emit({
        type: 'NativeTransferRequested',
        data: {
          requestId,
          chainId: sender.chainId,
          from: sender.address,
          to: model.receiver.address,
          units: units.toString(),
        },
      })
      return
    }
    const tx =
      model.ready && sender && model.token && model.receiver
        ? transferTransaction({
            from: sender.address,
            token: model.token,
            receiverAddress: model.receiver.address,
            amount: model.amountText,
          })
        : null
    if (!sender || !tx?.ok) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    const requestId = randomId()
    emit({ type: 'SendRequested', data: { requestId } })
    emit({
      type: 'TxQueued',
      data: {
        requestId,
        chainId: sender.chainId,
        namespace: sender.namespace,
        method: 'eth_sendTransaction',
        params: [tx.value],
      },
    })
  }

  // SPEC §5's message for a form that cannot be sent yet, once Send was pressed.
  const formMessage = touched.submitted && !model.form.ok ? model.form.error.message : null
  return (
    <form ref={formRef} className="gh-stack" noValidate onSubmit={submit} aria-busy={sending ? true : undefined}>
      <TokenPicker tokens={tokens} token={model.token} disabled={sending} />
      <AmountField
        model={model}
        disabled={sending}
        showIssues={touched.amount}
        onBlur={() => setTouched((t) => ({ ...t, amount: t.amount || model.amountText !== '' }))}
      />
      <ReceiverField
        model={model}
        disabled={sending}
        showIssues={touched.receiver}
        onBlur={() => setTouched((t) => ({ ...t, receiver: t.receiver || model.receiverText !== '' }))}
      />
      <FeeRows model={model} />
      {formMessage !== null ? (
        <p className="gh-error" role="alert">
          {formMessage}
        </p>
      ) : null}
      {sending ? (
        <div className="gh-center" role="status">
          <Spinner />
          <p className="gh-muted">{MESSAGES.sendSending}</p>
        </div>
      ) : null}
      <button type="submit" className="gh-button" data-primary="" disabled={sending}>
        {MESSAGES.sendSubmit}
      </button>
    </form>
  )
}
