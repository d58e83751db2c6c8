import { EMPTY, filter, from, map, merge, mergeMap, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { namespaceOf, type CaipNetworkId } from '../../src/domain/caip.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { sentHash } from '../send/settleSend.js'
import { bitcoinConfirmationOf, receiptOf, solanaConfirmationOf } from '../kit/receipt.js'

const HASH = /^0x[0-9a-fA-F]{64}$/

/** Whether a wallet request sends a transaction whose landing moves balances (a PSBT only when it is broadcast). */
const isSend = (method: string, params: unknown): boolean =>
  method === 'eth_sendTransaction' ||
  method === 'solana_signAndSendTransaction' ||
  (method === 'signPsbt' && (params as { broadcast?: unknown } | null)?.broadcast === true)

/**
 * The receipt of every transaction the wallet sent (an eth_sendTransaction TxQueued answered by TxSucceeded with
 * its hash, Solana's signature, a broadcast PSBT's txid), asked of the chain (eth_getTransactionReceipt,
 * getSignatureStatuses, the Bitcoin service's transaction status) until it is in: then TxMined, on which the
 * balances and the history are fetched afresh instead of after their 30 s caches (SPEC §9). A failed poll is
 * tried again at the next tick; a transaction not mined within RECEIPT_TIMEOUT_MS is given up. Does nothing without
 * chain RPC.
 */
export const awaitReceipt: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> => {
  const rpc = deps.services.rpc
  if (!rpc) return EMPTY
  // The chain of each send queued and not answered yet, by requestId.
  const sent = new Map<string, CaipNetworkId>()
  /** When the transaction `hash` (the wallet's answer, as settleSend reads it) is in a block on `chainId`. */
  const landed = (chainId: CaipNetworkId, hash: string): Observable<unknown> => {
    switch (namespaceOf(chainId)) {
      case 'solana':
        return solanaConfirmationOf(rpc, chainId, hash, deps.scheduler)
      case 'bip122': {
        const baseUrl = rpc.network(chainId)?.rpcUrls.default.http[0]
        if (baseUrl === undefined) return EMPTY
        return from(import('../../src/api/bitcoinChain.js')).pipe(
          mergeMap(({ createBitcoinChainClient }) =>
            bitcoinConfirmationOf(createBitcoinChainClient({ baseUrl, ...deps }), hash, deps.scheduler),
          ),
        )
      }
      default:
        // A receipt (even of a reverted transaction, which paid its gas) means the balances moved.
        return HASH.test(hash) ? receiptOf(rpc, chainId, hash, deps.scheduler) : EMPTY
    }
  }
  return merge(
    event$.pipe(
      ofType('TxQueued'),
      filter((e) => !e.ephemeral && isSend(e.data.method, e.data.params)),
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
        const hash = e.type === 'TxSucceeded' ? sentHash(e.data.result) : null
        if (chainId === undefined || hash === null) return EMPTY
        return landed(chainId, hash).pipe(map(() => createEvent('TxMined', { chainId, hash }, { causationId: e.id })))
      }),
    ),
  )
}
