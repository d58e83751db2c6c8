import { concatMap, from, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectShowUnsupportedChain } from '../../projections/network/network.selectors.js'
import { selectSiwxSignNeeded } from '../../projections/siwx/siwx.selectors.js'

/**
 * SPEC §4 for an account change: the router asks on Connected and
 * NetworkSwitched; when the wallet makes another of its accounts active and no
 * usable session exists for it on the active network, SIWXSignMessage opens
 * (or is pushed on the open modal) the same way. An account with a session
 * is not asked again.
 */
export const askSiwxOnAccountChange: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('AccountChanged'),
    withLatestFrom(state$),
    concatMap(([event, state]) => {
      if (selectShowUnsupportedChain(state) || !selectSiwxSignNeeded(state)) return from([])
      const cause = { causationId: event.id }
      if (!state.modal.open) return from([createEvent('ModalOpened', { view: 'SIWXSignMessage' }, cause)])
      return from(
        state.modal.view === 'SIWXSignMessage' ? [] : [createEvent('ViewPushed', { view: 'SIWXSignMessage' }, cause)],
      )
    }),
  )
