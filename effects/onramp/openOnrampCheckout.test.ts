import { describe, expect, it } from 'vitest'
import type { ApiCall } from '../../src/api/client.js'
import type { ApiPathName } from '../../src/api/schemas.js'
import type { CheckoutWindow } from '../../src/deps.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
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
  tab: CheckoutWindow | null,
  quote: Record<string, unknown> | null = QUOTE,
) {
  const api = fakeApi({ onrampUrl: url })
  let opened = 0
  const t = await effectHarness({ openOnrampCheckout }, services({ api }), {
    deps: { openWindow: () => (opened++, tab) },
  })
  await t.emit(
    ...buyViewReady(),
    buyForm('100'),
    ...(quote ? [createEvent('OnrampFetched', { call: 'quote', response: quote })] : []),
  )
  return { ...t, api, opened: () => opened }
}

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
})
