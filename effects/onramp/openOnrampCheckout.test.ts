import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiCall } from '../../src/api/client.js'
import type { ApiPathName } from '../../src/api/schemas.js'
import type { CheckoutWindow } from '../../src/deps.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { selectOnrampUrl } from '../../projections/onramp/onramp.selectors.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { BUYER, buyForm, buyViewReady, QUOTE } from '../../test/helpers/onramp.js'
import { openOnrampCheckout } from './openOnrampCheckout.js'

/** A tab as the browser gives it: blank, then sent to `location.href`. */
function fakeTab(): CheckoutWindow & { opens: number } {
  return {
    opens: 1,
    location: { href: 'about:blank' },
    opener: { page: 'app' },
    closed: false,
    close() {
      this.closed = true
    },
  }
}

async function setup(
  url: (call: ApiCall<ApiPathName>) => unknown,
  tab: CheckoutWindow | null | 'window.open',
  quote: Record<string, unknown> | null = QUOTE,
  before: EventInput[] = [...buyViewReady(), buyForm('100')],
) {
  const api = fakeApi({ onrampUrl: url })
  let opened = 0
  const t = await effectHarness({ openOnrampCheckout }, services({ api }), {
    deps: tab === 'window.open' ? {} : { openWindow: () => (opened++, tab) },
  })
  await t.emit(...before, ...(quote ? [createEvent('OnrampFetched', { call: 'quote', response: quote })] : []))
  return { ...t, api, opened: () => opened }
}

const checkout = () => createEvent('OnrampCheckoutRequested', {})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('openOnrampCheckout', () => {
  it('default (SPEC §7 POST /v1/generators/onrampurl): a tab opens at once and goes to the checkout URL, with no way back to the app', async () => {
    const tab = fakeTab()
    const t = await setup(() => ({ url: 'https://pay.example/checkout?s=1' }), tab)
    t.g.emit(createEvent('OnrampCheckoutRequested', {}))
    // Opened in the click's own task (a browser allows a new window only then), before the URL is known.
    expect(t.opened()).toBe(1)
    expect(tab.location.href).toBe('about:blank')
    await t.emit()
    expect(t.api.calls.map((c) => c.call.body)).toEqual([
      {
        destinationWallets: [{ address: BUYER, blockchains: ['ethereum'], assets: ['USDC'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: BUYER,
        defaultExperience: 'buy',
        presetFiatAmount: 100,
        presetCryptoAmount: 98.4,
      },
    ])
    expect(tab.location.href).toBe('https://pay.example/checkout?s=1')
    expect(tab.opener).toBeNull()
    expect(selectOnrampUrl(t.g.getState())).toEqual({
      status: 'ready',
      value: 'https://pay.example/checkout?s=1',
      fallback: false,
    })
    // The URL may carry a provider session: it never enters the log.
    const url = t.last('OnrampFetched')
    expect(url).toMatchObject({ data: { call: 'url' }, ephemeral: true, seq: 0 })
    expect(JSON.stringify((await t.g.exportLog()).events)).not.toContain('pay.example')
    await t.g.dispose()
  })

  it('behavior: with SPEC §8 mocked quote only the fiat amount is preset; a refused tab still gets the URL as a link', async () => {
    const t = await setup(() => ({ url: 'https://pay.example/c' }), null, { ...QUOTE, quoteId: 'estimate' })
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    expect(t.api.calls[0]?.call.body).not.toHaveProperty('presetCryptoAmount')
    expect(selectOnrampUrl(t.g.getState())).toMatchObject({ status: 'ready', value: 'https://pay.example/c' })
    await t.g.dispose()
  })

  it('error: a failed call closes the tab: OnrampFailed for the URL', async () => {
    const tab = fakeTab()
    const t = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })), tab)
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    expect(tab.closed).toBe(true)
    expect(t.last('OnrampFailed')?.data).toMatchObject({ call: 'url', error: { name: 'HttpRequestError' } })
    expect(selectOnrampUrl(t.g.getState()).status).toBe('failed')
    await t.g.dispose()
  })

  it('error: a URL that is not a web address is refused and its tab closed', async () => {
    const tab = fakeTab()
    const t = await setup(() => ({ url: 'javascript:alert(1)' }), tab)
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    expect(tab.closed).toBe(true)
    expect(tab.location.href).toBe('about:blank')
    expect(t.last('OnrampFailed')?.data).toMatchObject({ call: 'url', error: { name: 'OnrampResponseError' } })
    await t.g.dispose()
  })

  it('behavior: no checkout for a form outside the limits: no tab, no call', async () => {
    const t = await setup(() => ({ url: 'https://pay.example/c' }), fakeTab())
    await t.emit(buyForm('5'), createEvent('OnrampCheckoutRequested', {}))
    expect([t.opened(), t.api.calls.length]).toEqual([0, 0])
    await t.g.dispose()
  })

  it("behavior: without deps.openWindow the page's window.open gives the blank tab, which then goes to the checkout", async () => {
    const tab = fakeTab()
    const open = vi.fn(() => tab)
    vi.stubGlobal('window', { open })
    const t = await setup(() => ({ url: 'https://pay.example/c' }), 'window.open')
    await t.emit(checkout())
    expect(open.mock.calls).toEqual([['about:blank', '_blank']])
    expect(tab.location.href).toBe('https://pay.example/c')
    await t.g.dispose()
  })

  it('behavior: with no window, or a window that cannot open tabs, the URL is still made and shown as a link', async () => {
    for (const page of [undefined, {}]) {
      vi.stubGlobal('window', page)
      const t = await setup(() => ({ url: 'https://pay.example/c' }), 'window.open')
      await t.emit(checkout())
      expect(t.types().slice(-2)).toEqual(['OnrampCheckoutRequested', 'OnrampFetched'])
      expect(selectOnrampUrl(t.g.getState())).toMatchObject({ status: 'ready', value: 'https://pay.example/c' })
      await t.g.dispose()
    }
  })

  it('behavior: the URL and a failure name the checkout request as their cause', async () => {
    const t = await setup(() => ({ url: 'https://pay.example/c' }), fakeTab())
    await t.emit(checkout())
    expect(t.last('OnrampFetched')?.causationId).toBe(t.last('OnrampCheckoutRequested')?.id)
    await t.g.dispose()
    const failing = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })), fakeTab())
    await failing.emit(checkout())
    expect(failing.last('OnrampFailed')?.causationId).toBe(failing.last('OnrampCheckoutRequested')?.id)
    await failing.g.dispose()
  })

  it('error: a failed call with a refused tab is still OnrampFailed for the URL', async () => {
    const t = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })), null)
    await t.emit(checkout())
    expect(t.types().slice(-2)).toEqual(['OnrampCheckoutRequested', 'OnrampFailed'])
    expect(selectOnrampUrl(t.g.getState()).status).toBe('failed')
    await t.g.dispose()
  })

  it('behavior: a plain http URL is followed; a URL that only contains a web address is refused, with a message saying why', async () => {
    const tab = fakeTab()
    const t = await setup(() => ({ url: 'http://pay.example/c' }), tab)
    await t.emit(checkout())
    expect(tab.location.href).toBe('http://pay.example/c')
    await t.g.dispose()
    const other = fakeTab()
    const refused = await setup(() => ({ url: 'javascript:open("https://pay.example/c")' }), other)
    await refused.emit(checkout())
    expect(other.location.href).toBe('about:blank')
    expect(refused.last('OnrampFailed')?.data).toEqual({
      call: 'url',
      error: { name: 'OnrampResponseError', shortMessage: 'The checkout URL is not a web address' },
    })
    await refused.g.dispose()
  })

  it('behavior: the crypto amount is preset only from a ready quote of the currency bought, a positive finite number', async () => {
    const amount = (value: string, currency = 'USDC') => ({ ...QUOTE, purchaseAmount: { amount: value, currency } })
    for (const quote of [null, amount('98.4', 'ETH'), amount('0'), amount('Infinity'), amount('-1')]) {
      const t = await setup(() => ({ url: 'https://pay.example/c' }), fakeTab(), quote)
      await t.emit(checkout())
      expect(t.api.calls[0]?.call.body).toMatchObject({ presetFiatAmount: 100 })
      expect(t.api.calls[0]?.call.body).not.toHaveProperty('presetCryptoAmount')
      await t.g.dispose()
    }
  })

  it('behavior: no checkout without a connected account, a form, the options, the payment currency in them, or the currency on the network', async () => {
    const [connected, showBuy, options] = buyViewReady()
    const form = (purchaseCurrency: string, paymentCurrency: string) =>
      createEvent('OnrampFormEdited', { purchaseCurrency, paymentCurrency, amount: '100' })
    for (const before of [
      [showBuy!, options!, buyForm('100')],
      [connected!, showBuy!, options!],
      [connected!, showBuy!, buyForm('100')],
      [connected!, showBuy!, options!, form('USDC', 'EUR')],
      [connected!, showBuy!, options!, form('ETH', 'USD')], // ETH is offered on Base only
      [connected!, showBuy!, options!, form('DOGE', 'USD')],
    ]) {
      const t = await setup(() => ({ url: 'https://pay.example/c' }), fakeTab(), null, before)
      await t.emit(checkout())
      expect([t.opened(), t.api.calls.length]).toEqual([0, 0])
      expect(t.types().at(-1)).toBe('OnrampCheckoutRequested')
      await t.g.dispose()
    }
  })

  it('behavior: without the data API no tab opens and nothing is said', async () => {
    let opened = 0
    const t = await effectHarness({ openOnrampCheckout }, services({}), {
      deps: { openWindow: () => (opened++, fakeTab()) },
    })
    await t.emit(...buyViewReady(), buyForm('100'), checkout())
    expect(opened).toBe(0)
    expect(t.types().at(-1)).toBe('OnrampCheckoutRequested')
    await t.g.dispose()
  })
})
