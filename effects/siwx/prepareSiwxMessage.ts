import {
  catchError,
  defer,
  distinctUntilChanged,
  EMPTY,
  from,
  map,
  switchMap,
  debounceTime,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { checkSiwxPreconditions } from '../../src/domain/siwx.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { siwxOrigin, siwxSettings } from './shared.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'

/**
 * Builds the message SIWXSignMessage shows and the wallet signs (SPEC §4), each
 * time the view comes up for an account and network: the nonce from the app
 * (`siwx.getNonce`) or a random one, the page's domain and origin (or the
 * configured ones), the statement, resources and expiry, then the EIP-4361 or
 * CAIP-122 text (its code loads here, on first use). A missing precondition
 * (SPEC §5), a nonce that cannot be had or a message that cannot be built is an
 * initialisation failure: SiwxInitFailed (the router disconnects, resets to
 * Connect and shows the error). Leaving the view cancels the work (switchMap).
 */
export const prepareSiwxMessage: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType(
      'ModalOpened',
      'ViewPushed',
      'ViewReplaced',
      'ViewsReset',
      'ViewPopped',
      'ModalClosed',
      'Connected',
      'AccountChanged',
      'NetworkSwitched',
    ),
    // A wallet granting several namespaces reports one Connected each, the active account changing between them:
    // one preparation (one nonce) for the account active once the burst is over.
    debounceTime(0, deps.scheduler),
    withLatestFrom(state$),
    map(([event, state]) => {
      const account = selectActiveAccount(state)
      const on = state.modal.open && state.modal.view === 'SIWXSignMessage'
      return { event, state, account, key: on && account ? `${account.chainId}|${account.address}` : null }
    }),
    distinctUntilChanged((a, b) => a.key === b.key),
    switchMap(({ event, state, account, key }) => {
      if (key === null || !account) return EMPTY
      const cause = { causationId: event.id }
      const pre = checkSiwxPreconditions({
        siwxEnabled: state.config.siwx.enabled,
        activeAddress: account.address,
        activeNetwork: account.chainId,
        hasClient: true,
      })
      if (!pre.ok)
        return from([createEvent('SiwxInitFailed', { error: new CatalogueError(pre.error.id).toData() }, cause)])
      const settings = siwxSettings(deps)
      return defer(async () => {
        const nonce = await settings.getNonce()
        const origin = siwxOrigin(settings)
        if (origin === undefined)
          throw new CatalogueError('siwxInvalidMessage', { details: 'no page: set siwx.domain and siwx.uri' })
        const { domain, uri } = origin
        const { siwxMessageData, buildSiwxMessage } = await import('../../src/domain/siwxMessage.js')
        const data = siwxMessageData({
          chainId: account.chainId,
          address: account.address,
          domain,
          uri,
          nonce: typeof nonce === 'string' ? nonce : '',
          issuedAt: deps.now(),
          expiresIn: settings.expiresIn,
          statement: settings.statement,
          resources: settings.resources,
        })
        const built = data.ok ? buildSiwxMessage(data.value) : data
        if (!built.ok || !data.ok)
          throw new CatalogueError(built.ok ? 'siwxInvalidMessage' : built.error.id, {
            details: built.ok ? undefined : built.error.details,
          })
        return createEvent(
          'SiwxMessagePrepared',
          { namespace: account.namespace, message: built.value, data: data.value },
          cause,
        )
      }).pipe(
        catchError((error: unknown) => from([createEvent('SiwxInitFailed', { error: toErrorData(error) }, cause)])),
      )
    }),
  )
