// Shared piece of the effects that wait for a sent transaction to be mined (the activity's TxMined, the swap's steps).
import {
  catchError,
  EMPTY,
  exhaustMap,
  filter,
  take,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import type { BitcoinChainClient } from '../../src/api/bitcoinChain.js'
import type { RpcProvider, RpcRequest } from '../../src/api/rpc.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { fromRequest } from './request.js'

/**
 * How often a sent transaction's receipt is asked for (ours): once at once, then every second. A second keeps the
 * balance, the Activity list and a swap's next step within a second of the block, at one small RPC call a second
 * while a transaction is pending (a block on mainnet is about 12 s, on the devnet a moment).
 */
export const RECEIPT_POLL_MS = 1_000
/** How long a receipt is waited for before giving up (ours): a transaction not mined in 10 minutes is left to the 30 s caches. */
export const RECEIPT_TIMEOUT_MS = 10 * 60_000

/** A transaction receipt as eth_getTransactionReceipt answers it; `status` is '0x1' when it succeeded. */
export interface Receipt {
  status?: unknown
}

/**
 * The chain's answer to `ask` once `landed` accepts it, asked every RECEIPT_POLL_MS (a failed ask is asked
 * again at the next tick, one at a time). Completes without a value after RECEIPT_TIMEOUT_MS.
 */
function pollChain(
  ask: (signal: AbortSignal) => Promise<unknown>,
  landed: (answer: unknown) => boolean,
  scheduler: SchedulerLike,
): Observable<unknown> {
  return timer(0, RECEIPT_POLL_MS, scheduler).pipe(
    exhaustMap(() => fromRequest(ask).pipe(catchError(() => EMPTY))),
    filter(landed),
    take(1),
    takeUntil(timer(RECEIPT_TIMEOUT_MS, scheduler)),
  )
}

/** The answer of a JSON-RPC request to `chainId`, for pollChain. */
const rpcAsk = (rpc: RpcProvider, chainId: CaipNetworkId, request: RpcRequest) => (signal: AbortSignal) =>
  rpc.request(chainId, request, { signal })

/** The receipt of `hash` on `chainId` once the chain has it (eth_getTransactionReceipt). */
export function receiptOf(
  rpc: RpcProvider,
  chainId: CaipNetworkId,
  hash: string,
  scheduler: SchedulerLike,
): Observable<Receipt> {
  const isReceipt = (answer: unknown) => typeof answer === 'object' && answer !== null
  return pollChain(
    rpcAsk(rpc, chainId, { method: 'eth_getTransactionReceipt', params: [hash] }),
    isReceipt,
    scheduler,
  ) as Observable<Receipt>
}

/** Emits once the Solana transaction `signature` is confirmed on `chainId` (getSignatureStatuses), failed or not. */
export function solanaConfirmationOf(
  rpc: RpcProvider,
  chainId: CaipNetworkId,
  signature: string,
  scheduler: SchedulerLike,
): Observable<unknown> {
  const confirmed = (answer: unknown) => {
    const value = (answer as { value?: unknown } | null)?.value
    const status = Array.isArray(value) ? (value[0] as { confirmationStatus?: unknown } | null) : null
    return status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized'
  }
  return pollChain(
    rpcAsk(rpc, chainId, { method: 'getSignatureStatuses', params: [[signature]] }),
    confirmed,
    scheduler,
  )
}

/** Emits once the Bitcoin transaction `txid` is in a block, as the network's chain service says. */
export function bitcoinConfirmationOf(
  client: Pick<BitcoinChainClient, 'confirmed'>,
  txid: string,
  scheduler: SchedulerLike,
): Observable<unknown> {
  return pollChain(
    (signal) => client.confirmed(txid, signal),
    (answer) => answer === true,
    scheduler,
  )
}

/** Whether a receipt says its transaction succeeded (EIP-658 status 1). */
export const succeeded = (receipt: Receipt): boolean => receipt.status === '0x1' || receipt.status === 1
