import { filter, map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSender } from '../../projections/send/sender.selectors.js'

/**
 * The send form's gas price (SPEC §3: Send state: … gasPrice, gas price in USD): asked (GasPriceRequested, which
 * fetchGasPrice answers from GET /v1/convert/gas-price) each time the modal comes to WalletSend (prices move), and
 * again when the active network changes while it shows (the switch cleared the form and its gas price, SPEC §4).
 */
export const requestGasPrice: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('ModalOpened', 'ViewPushed', 'ViewReplaced', 'ViewsReset', 'ViewPopped', 'NetworkSwitched'),
    withLatestFrom(state$),
    map(([event, state]) => {
      const sender = selectSender(state)
      // A gas price is EVM's; elsewhere the fee is fixed per signature (src/domain/sendChecks.ts).
      if (!state.modal.open || state.modal.view !== 'WalletSend' || sender?.namespace !== 'eip155') return null
      return createEvent('GasPriceRequested', { chainId: sender.chainId }, { causationId: event.id })
    }),
    filter((e): e is NonNullable<typeof e> => e !== null),
  )
