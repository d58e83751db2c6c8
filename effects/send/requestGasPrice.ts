import { filter, map, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectSender } from '../../projections/send/sender.selectors.js'

/**
 * What the send form's fee is made of, asked each time the modal comes to WalletSend (prices and outputs move) and
 * again when the active network changes while it shows (the switch cleared the form, SPEC §4): on EVM the gas price
 * (SPEC §3: Send state: … gasPrice; GasPriceRequested, which fetchGasPrice answers from GET /v1/convert/gas-price),
 * on Bitcoin the sender's unspent outputs and the fee rate (BitcoinFeeRequested, which fetchBitcoinFee answers).
 * Solana's fee is fixed per signature (src/domain/sendChecks.ts): nothing to ask.
 */
export const requestGasPrice: Effect<GatehouseState> = (event$, state$): Observable<EventInput> =>
  event$.pipe(
    ofType('ModalOpened', 'ViewPushed', 'ViewReplaced', 'ViewsReset', 'ViewPopped', 'NetworkSwitched'),
    withLatestFrom(state$),
    map(([event, state]) => {
      const sender = selectSender(state)
      if (!state.modal.open || state.modal.view !== 'WalletSend' || sender === null) return null
      const cause = { causationId: event.id }
      if (sender.namespace === 'eip155') return createEvent('GasPriceRequested', { chainId: sender.chainId }, cause)
      if (sender.namespace === 'bip122')
        return createEvent('BitcoinFeeRequested', { chainId: sender.chainId, address: sender.address }, cause)
      return null
    }),
    filter((e): e is NonNullable<typeof e> => e !== null),
  )
