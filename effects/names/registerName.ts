import { catchError, defer, exhaustMap, filter, from, merge, of, take, takeUntil, withLatestFrom } from 'rxjs'
import type { Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { NAME_NAMESPACES } from '../../src/domain/constants.js'
import { nameToRegister } from '../../src/domain/names.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { HttpRequestError, UrlRequiredError } from '../../src/errors/thrown.js'
import { toErrorData, type ErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'
import { NameTakenError } from './errors.js'

/** SLIP-44's 60 for Ethereum, ENSIP-11's `0x80000000 | chainId` for another EVM chain (SPEC §7 coin_type). */
export function coinTypeOf(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/**
 * Registers a name for the active account (SPEC §4, §5, §7): on NameRegisterRequested, the label is checked
 * (SPEC §5 rules; the configured suffix is added), the wallet of the connection, whatever its family, signs the
 * registration message (SignMessageRequested, answered by the connector as MessageSigned or SignMessageFailed), the
 * registry is sent `POST /v1/profile/account` with coin_type, address, message and signature, then NameRegistered
 * and ProfileFetched with the new name, so Account and `useAccount()` show it. Any failure is NameRegisterFailed
 * with a typed error (a taken name: NameTakenError). One registration at a time (exhaustMap); a disconnect or
 * another account ends the wait for the signature.
 */
export const registerName: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('NameRegisterRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const label = event.data.name
      const cause = { causationId: event.id }
      const fail = (error: ErrorData) => of(createEvent('NameRegisterFailed', { name: label, error }, cause))
      const api = deps.services.api
      if (!api) return fail(new UrlRequiredError({ details: 'no data API endpoint configured' }).toData())
      const account = selectActiveAccount(state)
      if (!account || !NAME_NAMESPACES.includes(account.namespace))
        return fail(
          new CatalogueError('noActiveCaipAddress', { details: 'names are registered for EVM accounts' }).toData(),
        )
      const full = nameToRegister(label, [state.names.suffix])
      if (!full.ok) return fail(new CatalogueError(full.error.id).toData())
      const { address, chainId, namespace } = account
      const name = full.value
      // The registry's signed text: the name, its attributes, and when (seconds), as JSON.
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(deps.now() / 1000) })
      const requestId = deps.newId()
      const reply$ = event$.pipe(
        ofType('MessageSigned', 'SignMessageFailed'),
        filter((reply) => reply.data.requestId === requestId),
        take(1),
        exhaustMap((reply) => {
          if (reply.type === 'SignMessageFailed') return fail(reply.data.error)
          const body = {
            coin_type: coinTypeOf(Number(chainId.slice('eip155:'.length))),
            address,
            message,
            signature: reply.data.signature,
          }
          return defer(() => api.call('registerName', { body })).pipe(
            exhaustMap((record) => {
              const registered = record.name || name
              return from([
                createEvent('NameRegistered', { name: registered, address }, cause),
                createEvent(
                  'ProfileFetched',
                  {
                    address,
                    name: registered,
                    avatar: state.account.byNamespace[namespace]?.profileImage ?? null,
                  },
                  cause,
                ),
              ])
            }),
            catchError((error: unknown) =>
              fail(
                toErrorData(
                  error instanceof HttpRequestError && error.status === 409
                    ? new NameTakenError({ cause: error, details: name })
                    : error,
                ),
              ),
            ),
          )
        }),
        takeUntil(event$.pipe(ofType('Disconnected', 'AccountChanged'))),
      )
      const request = createEvent('SignMessageRequested', { requestId, namespace, address, chainId, message }, cause)
      // Listening before asking: an answer can never be missed.
      return merge(reply$, of(request))
    }),
  )
