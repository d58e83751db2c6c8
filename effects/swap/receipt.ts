// Waiting for a swap transaction to be mined, through the app's chain RPC (deps.services.rpc).
import { exhaustMap, filter, map, take, timer, type Observable, type SchedulerLike } from 'rxjs'
import type { RpcProvider } from '../../src/api/rpc.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { fromRequest } from '../kit/request.js'

/** How often the receipt is asked for (ours: a block time on the devnet is a moment; on mainnet about 12 s). */
export const RECEIPT_POLL_MS = 1_000

/** Whether the transaction `hash` succeeded, once its receipt is in (asked every RECEIPT_POLL_MS; a failed ask is asked again). */
export function receiptOf(
  rpc: RpcProvider,
  chainId: CaipNetworkId,
  hash: string,
  scheduler: SchedulerLike,
): Observable<boolean> {
  return timer(0, RECEIPT_POLL_MS, scheduler).pipe(
    exhaustMap(() =>
      fromRequest((signal) =>
        rpc.request(chainId, { method: 'eth_getTransactionReceipt', params: [hash] }, { signal }).catch(() => null),
      ),
    ),
    filter((receipt): receipt is { status?: unknown } => typeof receipt === 'object' && receipt !== null),
    take(1),
    map((receipt) => receipt.status === '0x1' || receipt.status === 1),
  )
}
