import { EMPTY, filter, map, merge, mergeMap, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { namespaceOf, type CaipNetworkId } from '../../src/domain/caip.js'
import { solanaSignature } from '../../src/domain/solanaSignature.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { receiptOf, solanaConfirmationOf } from '../kit/receipt.js'

const HASH = /^0x[0-9a-fA-F]{64}$/

/** The wallet requests that send a transaction whose landing moves balances. */
const SENDS: readonly string[] = ['eth_sendTransaction', 'solana_signAndSendTransaction']

/**
 * The receipt of every transaction the wallet sent (an eth_sendTransaction TxQueued answered by TxSucceeded with
 * its hash), asked of the chain's RPC (eth_getTransactionReceipt) until it is in: then TxMined, on which the
 * balances and the history are fetched afresh instead of after their 30 s caches (SPEC §9). A failed poll is
 * tried again at the next tick; a transaction not mined within RECEIPT_TIMEOUT_MS is given up. Does nothing without
 * chain RPC.
 */
export const awaitReceipt: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> => {
  const rpc = deps.services.rpc
  if (!rpc) return EMPTY
  // The chain of each eth_sendTransaction queued and not answered yet, by requestId.
  const sent = new Map<string, CaipNetworkId>()
  return merge(
    event$.pipe(
      ofType('TxQueued'),
      filter((e) => !e.ephemeral && SENDS.includes(e.data.method)),
      mergeMap((e) => {
        sent.set(e.data.requestId, e.data.chainId)
        return EMPTY
      }),
    ),
    event$.pipe(
      ofType('TxSucceeded', 'TxFailed', 'TxRejected'),
      mergeMap((e) => {
        const chainId = sent.get(e.data.requestId)
        sent.delete(e.data.requestId)
        if (chainId === undefined || e.type !== 'TxSucceeded') return EMPTY
        const mined = (hash: string) => () => createEvent('TxMined', { chainId, hash }, { causationId: e.id })
        const signature = solanaSignature(e.data.result)
        if (namespaceOf(chainId) === 'solana')
          return signature === null
            ? EMPTY
            : solanaConfirmationOf(rpc, chainId, signature, deps.scheduler).pipe(map(mined(signature)))
        const hash = e.data.result
        if (typeof hash !== 'string' || !HASH.test(hash)) return EMPTY
        // A receipt (even of a reverted transaction, which paid its gas) means the balances moved.
        return receiptOf(rpc, chainId, hash, deps.scheduler).pipe(map(mined(hash)))
      }),
    ),
  )
}
