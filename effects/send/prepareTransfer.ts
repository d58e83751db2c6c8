import { catchError, mergeMap, of, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { namespaceOf } from '../../src/domain/caip.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'
import { sendFailedMessage } from './settleSend.js'

/**
 * A send that needs the chain before the wallet can sign it (NativeTransferRequested; SPEC §4: native on Solana;
 * BTC): builds the transaction and queues it as the wallet request of the same requestId, which the request
 * pipeline sends and effects/send/settleSend.ts ends: a TxQueued solana_signAndSendTransaction on the latest
 * blockhash (./solanaTransfer.ts), or a signPsbt of the sender's outputs to broadcast (./bitcoinTransfer.ts). When
 * it cannot be built (no RPC, the node failing, an address that is no key, too little to pay the amount and the
 * fee) the send ends here with SPEC §8's message (Solana's 'Failed to send transaction. Please try again.', else
 * 'Something went wrong') and the form is kept.
 */
export const prepareTransfer: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('NativeTransferRequested'),
    mergeMap((e) => {
      const { requestId, ...transfer } = e.data
      const { chainId } = transfer
      const cause = { causationId: e.id }
      const failed = of(
        createEvent('MessageRequested', { message: sendFailedMessage(chainId), variant: 'error' }, cause),
      )
      const rpc = deps.services.rpc
      const namespace = namespaceOf(chainId)
      if (!rpc || (namespace !== 'solana' && namespace !== 'bip122')) return failed
      // The receiver and amount ride along for ApproveTransaction (an embedded wallet's approval) to show.
      const queue = (method: string, params: unknown) =>
        createEvent(
          'TxQueued',
          {
            requestId,
            chainId,
            namespace,
            method,
            params,
            from: transfer.from,
            to: transfer.to,
            value: transfer.units,
          },
          cause,
        )
      const built =
        namespace === 'solana'
          ? fromRequest(async (signal) => {
              const { solanaTransfer } = await import('./solanaTransfer.js')
              const transaction = await solanaTransfer(rpc, { ...transfer, lamports: BigInt(transfer.units) }, signal)
              return queue('solana_signAndSendTransaction', { transaction })
            })
          : fromRequest(async (signal) => {
              const [{ bitcoinTransfer }, { bitcoinChainOf }] = await Promise.all([
                import('./bitcoinTransfer.js'),
                import('../../src/api/bitcoinChain.js'),
              ])
              const client = bitcoinChainOf(rpc, chainId, deps)
              const { psbt, inputs } = await bitcoinTransfer(
                client,
                { ...transfer, sats: BigInt(transfer.units) },
                signal,
              )
              // The wallet signs; `broadcast` asks the adapter to finalize and send it, as a send does.
              return queue('signPsbt', { psbt, signInputs: { [transfer.from]: inputs }, broadcast: true })
            })
      return built.pipe(catchError(() => failed))
    }),
  )
