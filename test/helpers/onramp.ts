// What the Buy effects' unit tests share: an account on Ethereum with the Buy view showing, options and a quote as
// the data API gives them, and a virtual clock moved step by step so each request's answer lands between steps.
import { TestScheduler } from 'rxjs/testing'
import { expect } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { settle } from './fakeServices.js'

/** The buyer's address. */
export const BUYER = '0x00000000000000000000000000000000000000aa'

/** Onramp options (SPEC §3): USDC on Ethereum, ETH on Base only; USD by card within SPEC §9's limits. */
export const OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0x1' }],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
}

/** A provider's quote (SPEC §3) for 100 USD of USDC. */
export const QUOTE = {
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '98.40', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '98.400000', currency: 'USDC' },
  quoteId: 'q-1',
}

/** The buyer connected on Ethereum with the Buy view showing and the options in (what the Buy effects start from). */
export const buyViewReady = (): EventInput[] => [
  createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: BUYER }),
  createEvent('ViewPushed', { view: 'OnRamp' }),
  createEvent('OnrampFetched', { call: 'options', response: OPTIONS }),
]

/** The Buy form as the visitor left it. */
export const buyForm = (amount: string, purchaseCurrency = 'USDC') =>
  createEvent('OnrampFormEdited', { purchaseCurrency, paymentCurrency: 'USD', amount })

/** A virtual clock for the effects, and `runTo(frame)` moving it there `step` ms at a time, letting answers land between steps. */
export function virtualClock(step = Number.POSITIVE_INFINITY) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  let frame = 0
  const runTo = async (to: number) => {
    while (frame < to) {
      frame = Math.min(to, frame + step)
      scheduler.maxFrames = frame
      scheduler.flush()
      await settle()
      await settle()
    }
  }
  return { scheduler, runTo }
}
