import {
  catchError,
  concat,
  defer,
  EMPTY,
  filter,
  map,
  merge,
  of,
  switchMap,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { BALANCE_NAMESPACES } from '../../src/domain/constants.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectBalanceFresh, selectBalanceRetryAllowed } from '../../projections/balances/balances.selectors.js'
import { fromRequest } from '../kit/request.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'
import { NATIVE_BALANCE_NAMESPACES, readNativeBalance } from './nativeBalance.js'

/**
 * Balances of the active account (SPEC §3, §4, §8, §9): the native balance
 * from the network's node (./nativeBalance.ts: EVM, Solana, Bitcoin) and the portfolio of token balances
 * from the data API (GET /v1/account/{address}/balance, eip155 and solana).
 * Fetched when an account connects, the network or account changes, or the
 * modal opens; each result is cached 30 s (SPEC §9, portfolio and native
 * balance: the balances read model says when each was fetched), except after a transaction of the wallet on the active network
 * is mined (TxMined): then both are fetched at once, the portfolio with
 * forceUpdate (a cache of the service is stale too). After a failure
 * (BalanceFetchFailed, whose time the balances read model records) nothing
 * is fetched for that account for 30 s (SPEC §8).
 * The latest trigger wins (switchMap: a request for an account no longer
 * active is cancelled). Does nothing without the data API and chain RPC.
 */
export const fetchBalances: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const { api, rpc } = deps.services
  if (!api && !rpc) return EMPTY
  return event$.pipe(
    ofType('Connected', 'NetworkSwitched', 'AccountChanged', 'ModalOpenRequested', 'TxMined'),
    withLatestFrom(state$),
    map(([event, state]) => ({ event, account: selectActiveAccount(state), state })),
    filter(
      ({ account }) =>
        account !== null &&
        !account.unsupported &&
        (BALANCE_NAMESPACES.includes(account.namespace) || NATIVE_BALANCE_NAMESPACES.includes(account.namespace)),
    ),
    filter(({ event, account }) => event.type !== 'TxMined' || event.data.chainId === account!.chainId),
    switchMap(({ event, account, state }) => {
      const { chainId, address, namespace } = account!
      // SPEC §8: retries blocked 30 s after a failure.
      if (!selectBalanceRetryAllowed(state, chainId, address, deps.now())) return EMPTY
      const cause = { causationId: event.id }
      // SPEC §9's caches, as the balances read model records them; a mined transaction fetches past them.
      const mined = event.type === 'TxMined'
      const fresh = (what: 'native' | 'portfolio') =>
        !mined && selectBalanceFresh(state, chainId, address, what, deps.now())
      const failed = (error: unknown) =>
        of(createEvent('BalanceFetchFailed', { chainId, address, error: toErrorData(error) }, cause))

      const native$: Observable<EventInput> =
        rpc && NATIVE_BALANCE_NAMESPACES.includes(namespace) && !fresh('native')
          ? fromRequest((signal) => readNativeBalance(deps, rpc, namespace, chainId, address, signal)).pipe(
              map(({ symbol, decimals, value }) =>
                createEvent('BalanceFetched', { chainId, address, symbol, decimals, value: value.toString() }, cause),
              ),
            )
          : EMPTY

      const portfolio$: Observable<EventInput> =
        api && BALANCE_NAMESPACES.includes(namespace) && !fresh('portfolio')
          ? fromRequest((signal) =>
              api.callOnNetwork('balance', chainId, {
                params: { address },
                query: { currency: 'usd', chainId, ...(mined ? { forceUpdate: true } : {}) },
                signal,
              }),
            ).pipe(
              map((response) => {
                return createEvent('TokenBalancesFetched', { chainId, address, balances: response.balances }, cause)
              }),
            )
          : EMPTY

      // One failure event for the account, whichever request failed first, once the other has answered too: a
      // success after it (the native balance arriving after the portfolio failed) would otherwise clear the failure
      // in the read model, lifting SPEC §8's 30 s block at once and hiding the toast, or not, by reply order.
      let failure: { error: unknown } | null = null
      const quiet = catchError<EventInput, Observable<EventInput>>((error: unknown) => {
        failure ??= { error }
        return EMPTY
      })
      return concat(
        merge(native$.pipe(quiet), portfolio$.pipe(quiet)),
        defer(() => (failure ? failed(failure.error) : EMPTY)),
      )
    }),
  )
}
