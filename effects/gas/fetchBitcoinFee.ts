import { catchError, EMPTY, map, of, switchMap, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { FEE_TARGET_BLOCKS } from '../../src/domain/bitcoinFee.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { fromRequest } from '../kit/request.js'

/**
 * What a BTC transfer's fee is made of, for the send form's fee row and Max (src/domain/bitcoinFee.ts): the sender's
 * unspent outputs and the fee rate, from the Bitcoin service at the network's RPC URL (src/api/bitcoinChain.ts, loaded
 * with the first request). The latest request wins; does nothing without the chains' RPC.
 */
export const fetchBitcoinFee: Effect<GatehouseState> = (event$, _state$, deps): Observable<EventInput> => {
  const rpc = deps.services.rpc
  if (!rpc) return EMPTY
  return event$.pipe(
    ofType('BitcoinFeeRequested'),
    switchMap((event) => {
      const { chainId, address } = event.data
      const cause = { causationId: event.id }
      return fromRequest(async (signal) => {
        const { bitcoinChainOf } = await import('../../src/api/bitcoinChain.js')
        const client = bitcoinChainOf(rpc, chainId, deps)
        const [utxos, rate] = await Promise.all([
          client.utxos(address, signal),
          client.feeRate(FEE_TARGET_BLOCKS, signal),
        ])
        return { rate, outputs: utxos.map((u) => String(u.value)) }
      }).pipe(
        map(({ rate, outputs }) => createEvent('BitcoinFeeFetched', { chainId, address, rate, outputs }, cause)),
        catchError((error: unknown) =>
          of(createEvent('BitcoinFeeFetchFailed', { chainId, address, error: toErrorData(error) }, cause)),
        ),
      )
    }),
  )
}
