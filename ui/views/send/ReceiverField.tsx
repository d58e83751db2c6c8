// The send form's receiver: an address, or a name the data API's profile endpoint resolves (its name and image
// are shown with the address it resolved to).
import type { ReactNode } from 'react'
import { isReceiverName } from '../../../src/domain/sendChecks.js'
import { formatMessage, MESSAGES } from '../../messages.js'
import { useEmit } from '../../core/hooks.js'
import { ItemIcon } from '../../components/common.js'
import { displayName } from '../../displayName.js'
import type { SendModel } from './model.js'

/** The receiver field and what is known of the receiver. */
export function ReceiverField(props: {
  model: SendModel
  disabled: boolean
  showIssues: boolean
  onBlur: () => void
}): ReactNode {
  const emit = useEmit()
  const { model, showIssues } = props
  const edit = (text: string) => {
    emit({
      type: 'SendFormEdited',
      data: { receiverAddress: text === '' ? null : text, receiverProfileName: null, receiverProfileImage: null },
    })
    // A name is resolved through the profile endpoint (lookupNames); the send effects put its address in the form.
    if (isReceiverName(text)) emit({ type: 'NameResolveRequested', data: { name: text } })
  }
  const issue = model.receiverIssue
  const name = displayName(model.receiverText).text
  let note: ReactNode = null
  if (model.receiver !== null && model.receiver.name !== null) {
    note = (
      <div className="gh-item" id="gh-send-receiver-note">
        <ItemIcon name={model.receiver.name} imageUrl={model.receiver.image} />
        <span className="gh-item-name">
          {formatMessage('sendReceiverName', { name: displayName(model.receiver.name).text })}
          <br />
          <span className="gh-muted">{model.receiver.address}</span>
        </span>
      </div>
    )
  } else if (issue === 'resolving') {
    note = (
      <p id="gh-send-receiver-note" className="gh-muted">
        {formatMessage('sendLookingUp', { name })}
      </p>
    )
  } else if (issue === 'unknownName' || issue === 'lookupFailed') {
    note = (
      <p id="gh-send-receiver-note" className="gh-error">
        {issue === 'unknownName' ? formatMessage('sendNameUnknown', { name }) : MESSAGES.errorResolvingName}
      </p>
    )
  } else if (issue === 'invalid' && showIssues) {
    // SPEC §5 / §8: 'Address is invalid', with its 40-hex and checksum hint.
    note = (
      <div id="gh-send-receiver-note">
        <p className="gh-error">{MESSAGES.addressInvalid}</p>
        <p className="gh-muted">{MESSAGES.addressInvalidHint}</p>
      </div>
    )
  }
  const invalid = issue === 'unknownName' || issue === 'lookupFailed' || (issue === 'invalid' && showIssues)
  return (
    <div className="gh-stack">
      <label htmlFor="gh-send-receiver">{MESSAGES.sendReceiver}</label>
      <input
        id="gh-send-receiver"
        className="gh-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={MESSAGES.sendReceiverPlaceholder}
        value={model.receiverText}
        disabled={props.disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={note !== null ? 'gh-send-receiver-note' : undefined}
        onChange={(event) => edit(event.target.value.trim())}
        onBlur={props.onBlur}
      />
      {note}
    </div>
  )
}
