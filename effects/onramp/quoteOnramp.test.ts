import { describe, expect, it } from 'vitest'
import type { ApiCall } from '../../src/api/client.js'
import type { ApiPathName } from '../../src/api/schemas.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectOnrampQuote } from '../../projections/onramp/onramp.selectors.js'
import { effectHarness, fakeApi, services, settle } from '../../test/helpers/fakeServices.js'
import { BUYER, buyForm, buyViewReady, QUOTE, virtualClock } from '../../test/helpers/onramp.js'
import { ONRAMP_QUOTE_DEBOUNCE_MS, quoteOnramp } from './quoteOnramp.js'

async function setup(quote: (call: ApiCall<ApiPathName>) => unknown) {
  const { scheduler, runTo } = virtualClock()
  const api = fakeApi({ onrampQuote: quote })
  const t = await effectHarness({ quoteOnramp }, services({ api }), { scheduler })
  await t.emit(...buyViewReady())
  return { ...t, api, runTo }
}

const form = buyForm

describe('quoteOnramp', () => {
  it('default (SPEC §7 POST /v1/onramp/quote, SPEC §9 debounce 500 ms): the quote follows the form once the typing pauses', async () => {
    const t = await setup(() => QUOTE)
    await t.emit(form('1'), form('10'), form('100'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS - 1)
    expect(t.api.calls).toHaveLength(0)
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.api.calls.map((c) => c.call.body)).toEqual([
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    ])
    expect(selectOnrampQuote(t.g.getState())).toEqual({ status: 'ready', value: QUOTE, fallback: false })
    await t.g.dispose()
  })

  it('error (SPEC §8): a failed quote is OnrampFailed, then a mocked quote marked fallback: 2 % fee, the rest worth of the crypto', async () => {
    const t = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })))
    await t.emit(form('100'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.types().slice(-2)).toEqual(['OnrampFailed', 'OnrampFetched'])
    expect(t.last('OnrampFailed')?.data).toMatchObject({ call: 'quote', error: { name: 'HttpRequestError' } })
    expect(selectOnrampQuote(t.g.getState())).toEqual({
      status: 'ready',
      fallback: true,
      value: {
        coinbaseFee: { amount: '2.00', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        paymentSubtotal: { amount: '98.00', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        purchaseAmount: { amount: '98.00', currency: 'USD' },
        quoteId: 'estimate',
      },
    })
    await t.g.dispose()
  })

  it('behavior (SPEC §9 limits): no quote outside the card limits, for a currency not on the active network, or off the Buy view', async () => {
    const t = await setup(() => QUOTE)
    for (const amount of ['9.99', '7500.01', '', 'abc']) {
      await t.emit(form(amount))
      await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS * 2)
    }
    await t.emit(form('100', 'ETH')) // ETH is offered on Base only
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS * 3)
    await t.emit(createEvent('ViewPushed', { view: 'Account' }), form('100'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS * 4)
    expect(t.api.calls).toHaveLength(0)
    // Nothing said either: an incomplete form is no failure.
    expect(t.types().filter((type) => type !== 'OnrampFormEdited' && type !== 'ViewPushed')).toEqual([
      'Connected',
      'OnrampFetched',
    ])
    await t.g.dispose()
  })

  it('behavior: an edit cancels the request in flight at once; only the latest form gets a quote', async () => {
    const answers: Array<(v: unknown) => void> = []
    const t = await setup(() => new Promise((resolve) => answers.push(resolve)))
    await t.emit(form('100'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.api.calls).toHaveLength(1)
    await t.emit(form('200'))
    answers[0]!(QUOTE) // the answer for 100 comes after the edit: it is dropped
    await settle()
    expect(selectOnrampQuote(t.g.getState()).status).toBe('idle')
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS * 2)
    answers[1]!({ ...QUOTE, paymentTotal: { amount: '200.00', currency: 'USD' } })
    await settle()
    await settle()
    expect(t.seen.filter((e) => e.type === 'OnrampFetched' && e.data.call === 'quote')).toHaveLength(1)
    expect(selectOnrampQuote(t.g.getState())).toMatchObject({
      status: 'ready',
      value: { paymentTotal: { amount: '200.00' } },
    })
    await t.g.dispose()
  })

  it('behavior: after a network switch the form is quoted again for the new network', async () => {
    const t = await setup(() => QUOTE)
    await t.emit(form('100', 'ETH'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.api.calls).toHaveLength(0)
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS * 2)
    expect(t.api.calls.map((c) => c.call.body)).toEqual([
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'base' },
    ])
    await t.g.dispose()
  })

  it('behavior: the options arriving quote a complete form at once, with no debounce; the quote names the options as its cause', async () => {
    const { scheduler } = virtualClock()
    const api = fakeApi({ onrampQuote: () => QUOTE })
    const t = await effectHarness({ quoteOnramp }, services({ api }), { scheduler })
    const [connected, showBuy, options] = buyViewReady()
    await t.emit(connected!, showBuy!, form('100'))
    expect(api.calls).toHaveLength(0)
    await t.emit(options!) // the clock has not moved
    expect(api.calls.map((c) => c.call.body)).toEqual([
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    ])
    const arrived = t.seen.find((e) => e.type === 'OnrampFetched' && e.data.call === 'options')
    expect(t.last('OnrampFetched')).toMatchObject({ data: { call: 'quote' }, causationId: arrived?.id })
    await t.g.dispose()
  })

  it('behavior: the onramp history arriving does not quote the form again', async () => {
    const t = await setup(() => QUOTE)
    await t.emit(form('100'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    await t.emit(createEvent('OnrampFetched', { call: 'history', response: { data: [], next: null } }))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS * 2)
    expect(t.api.calls).toHaveLength(1)
    await t.g.dispose()
  })

  it('behavior: an account switch quotes the form again at once, for the new account; a form edit is the cause of its quote', async () => {
    const t = await setup(() => QUOTE)
    await t.emit(form('100'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.last('OnrampFetched')?.causationId).toBe(t.last('OnrampFormEdited')?.id)
    await t.emit(
      createEvent('AccountChanged', { namespace: 'eip155', address: '0x00000000000000000000000000000000000000bb' }),
    )
    expect(t.api.calls).toHaveLength(2)
    expect(t.last('OnrampFetched')?.causationId).toBe(t.last('AccountChanged')?.id)
    await t.g.dispose()
  })

  it('behavior: a network switch quotes at once, and the fallback names the switch as its cause', async () => {
    const t = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })))
    await t.emit(form('100', 'ETH'))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' })) // the clock does not move
    expect(t.api.calls).toHaveLength(1)
    const cause = t.last('NetworkSwitched')?.id
    expect(t.seen.slice(-2).map((e) => [e.type, e.causationId])).toEqual([
      ['OnrampFailed', cause],
      ['OnrampFetched', cause],
    ])
    await t.g.dispose()
  })

  it("behavior (SPEC §8 mocked quote, SPEC §3 token price): the estimate buys at the price of the account's own balance of that token on that network", async () => {
    const t = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })))
    const token = (symbol: string, chainId: string, price: number) => ({
      name: symbol,
      symbol,
      chainId,
      value: 1,
      price,
      quantity: { decimals: '6', numeric: '1' },
      iconUrl: 'x',
    })
    await t.emit(
      createEvent('TokenBalancesFetched', {
        chainId: 'eip155:1',
        address: BUYER,
        // USDC on another network and another token on this one come first: neither is the price.
        balances: [token('USDC', 'eip155:8453', 4), token('DAI', 'eip155:1', 3), token('USDC', 'eip155:1', 0.5)],
      }),
      form('100'),
    )
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(selectOnrampQuote(t.g.getState())).toMatchObject({
      fallback: true,
      value: { purchaseAmount: { amount: '196.000000', currency: 'USDC' } },
    })
    await t.g.dispose()
  })

  it('behavior: without the data API a complete form gets no quote and nothing is said', async () => {
    const { scheduler, runTo } = virtualClock()
    const t = await effectHarness({ quoteOnramp }, services({}), { scheduler })
    await t.emit(...buyViewReady(), form('100'))
    await runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.types()).toEqual(['Connected', 'ViewPushed', 'OnrampFetched', 'OnrampFormEdited'])
    await t.g.dispose()
  })

  it('behavior: the amount is quoted as the visitor meant it, without the spaces around it', async () => {
    const t = await setup(() => QUOTE)
    await t.emit(form(' 100 '))
    await t.runTo(ONRAMP_QUOTE_DEBOUNCE_MS)
    expect(t.api.calls.map((c) => c.call.body)).toMatchObject([{ amount: '100' }])
    await t.g.dispose()
  })
})
