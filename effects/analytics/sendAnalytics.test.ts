import { describe, expect, it, vi } from 'vitest'
import type { ServiceClient } from '../../src/api/client.js'
import type { GatehouseConfig } from '../../src/createGatehouse.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { effectHarness, fakeClient, services, settle } from '../../test/helpers/fakeServices.js'
import { sendAnalytics } from './sendAnalytics.js'
import { siwxSession } from '../../test/helpers/siwxMessages.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: ADDRESS,
  walletName: 'Test',
})

describe('sendAnalytics', () => {
  it('default (SPEC §7): /getAnalyticsConfig first, then POST /e with eventId, url, domain, timestamp, props (event plus address)', async () => {
    const analytics = fakeClient({ analyticsConfig: () => ({ isAnalyticsEnabled: true }), analyticsEvent: () => null })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(
      connected,
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
      createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
    )
    expect(analytics.calls.map((c) => c.name)).toEqual([
      'analyticsConfig',
      'analyticsEvent',
      'analyticsEvent',
      'analyticsEvent',
    ])
    const bodies = analytics.calls
      .slice(1)
      .map((c) => c.call.body as { eventId: string; timestamp: number; props: unknown })
    expect(bodies.map((b) => b.props)).toEqual([
      { type: 'track', event: 'CONNECT_SUCCESS', address: ADDRESS, properties: { name: 'Test', network: 'eip155:1' } },
      { type: 'track', event: 'SWITCH_NETWORK', address: ADDRESS, properties: { network: 'eip155:8453' } },
      { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } },
    ])
    expect(new Set(bodies.map((b) => b.eventId)).size).toBe(3)
    expect(bodies[0]?.timestamp).toBe(t.seen.find((e) => e.type === 'Connected')?.at)
    await t.g.dispose()
  })

  it('behavior: MODAL_OPEN and MODAL_CLOSE carry the connected flag; events not tracked send nothing', async () => {
    const analytics = fakeClient({ analyticsConfig: () => ({ isAnalyticsEnabled: true }), analyticsEvent: () => null })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(
      createEvent('ModalOpened', { view: 'Connect' }),
      createEvent('ThemeChanged', { themeMode: 'light' }),
      createEvent('ModalClosed', {}),
    )
    expect(analytics.calls.slice(1).map((c) => (c.call.body as { props: unknown }).props)).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
    ])
    await t.g.dispose()
  })

  it('behavior (SPEC §7: /getAnalyticsConfig returns isAnalyticsEnabled): false turns analytics off, nothing is sent', async () => {
    const analytics = fakeClient({ analyticsConfig: () => ({ isAnalyticsEnabled: false }), analyticsEvent: () => null })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    expect(analytics.calls.map((c) => c.name)).toEqual(['analyticsConfig'])
    expect(t.last('AnalyticsDisabled')?.data).toEqual({ reason: 'config' })
    await t.g.dispose()
  })

  it("error (SPEC §7: on failure analytics is turned off; SPEC §8 403 → 'Invalid App Configuration' once)", async () => {
    const analytics = fakeClient({
      analyticsConfig: () => Promise.reject(new HttpRequestError(403, { code: 403 })),
      analyticsEvent: () => null,
    })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    expect(analytics.calls.map((c) => c.name)).toEqual(['analyticsConfig'])
    expect(t.types()).toEqual(expect.arrayContaining(['AnalyticsDisabled', 'AlertReported']))
    expect(t.last('AlertReported')?.data).toEqual({ kind: 'InvalidAppConfiguration' })
    await t.g.dispose()
  })

  it('error: a failed send turns analytics off: no further sends', async () => {
    const analytics = fakeClient({
      analyticsConfig: () => ({ isAnalyticsEnabled: true }),
      analyticsEvent: () => Promise.reject(new HttpRequestError(500, { code: 500 })),
    })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(analytics.calls.map((c) => c.name)).toEqual(['analyticsConfig', 'analyticsEvent'])
    expect(t.last('AnalyticsDisabled')?.data).toMatchObject({ reason: 'failed', error: { code: 500 } })
    await t.g.dispose()
  })

  it('default: analytics off (no client): the effect is idle', async () => {
    const t = await effectHarness({ sendAnalytics }, services({}))
    await t.emit(connected)
    expect(t.types()).toEqual(['Connected'])
    await t.g.dispose()
  })
})

const SESSION = siwxSession(ADDRESS)
const failure = { name: 'UserRejectedError', shortMessage: 'The visitor rejected the request' }
const enabled = () => fakeClient({ analyticsConfig: () => ({ isAnalyticsEnabled: true }), analyticsEvent: () => null })
const propsOf = (analytics: ReturnType<typeof fakeClient>) =>
  analytics.calls.filter((c) => c.name === 'analyticsEvent').map((c) => (c.call.body as { props: unknown }).props)

/** A Gatehouse running sendAnalytics with the app's `features`. */
async function withFeatures(analytics: ServiceClient, features: GatehouseConfig['features']) {
  const g = createTestGatehouse({ features, effects: { sendAnalytics }, deps: { services: services({ analytics }) } })
  await g.ready
  return g
}

describe('sendAnalytics: the tracked events and the request', () => {
  it('behavior (SPEC §4): a failed connect, a failed history fetch and the SIWX outcomes are sent with their properties', async () => {
    const analytics = enabled()
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(
      createEvent('ConnectFailed', { connectorId: 'io.test', namespace: 'eip155', error: failure }),
      connected,
      createEvent('HistoryFetchFailed', { chainId: 'eip155:1', address: ADDRESS, error: failure }),
      createEvent('SiwxSigned', { session: SESSION }),
      createEvent('SiwxSignFailed', { error: failure }),
      createEvent('SiwxCancelRequested', {}),
    )
    expect(propsOf(analytics)).toEqual([
      { type: 'track', event: 'CONNECT_ERROR', properties: { message: failure.shortMessage } },
      { type: 'track', event: 'CONNECT_SUCCESS', address: ADDRESS, properties: { name: 'Test', network: 'eip155:1' } },
      {
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        address: ADDRESS,
        properties: { address: ADDRESS, network: 'eip155:1' },
      },
      { type: 'track', event: 'SIWX_AUTH_SUCCESS', address: ADDRESS, properties: { network: 'eip155:1' } },
      { type: 'track', event: 'SIWX_AUTH_ERROR', address: ADDRESS, properties: { network: 'eip155:1' } },
      { type: 'track', event: 'CLICK_CANCEL_SIWX', address: ADDRESS, properties: { network: 'eip155:1' } },
    ])
    await t.g.dispose()
  })

  it("behavior (SPEC §7): url and domain are the page's location.href and location.hostname, '' where there is no page", async () => {
    const bodyOf = (analytics: ReturnType<typeof fakeClient>) =>
      analytics.calls.find((c) => c.name === 'analyticsEvent')?.call.body as { url: unknown; domain: unknown }
    const withoutPage = enabled()
    const t1 = await effectHarness({ sendAnalytics }, services({ analytics: withoutPage }))
    await t1.emit(connected)
    expect(bodyOf(withoutPage)).toMatchObject({ url: '', domain: '' })
    await t1.g.dispose()

    vi.stubGlobal('location', { href: 'https://app.example/shop?x=1', hostname: 'app.example' })
    try {
      const onPage = enabled()
      const t2 = await effectHarness({ sendAnalytics }, services({ analytics: onPage }))
      await t2.emit(connected)
      expect(bodyOf(onPage)).toMatchObject({ url: 'https://app.example/shop?x=1', domain: 'app.example' })
      await t2.g.dispose()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('behavior: a request still pending when the Gatehouse is disposed is aborted', async () => {
    const analytics = fakeClient({ analyticsConfig: () => new Promise(() => undefined) })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    const signal = analytics.calls[0]?.call.signal
    expect(signal?.aborted).toBe(false)
    await t.g.dispose()
    expect(signal?.aborted).toBe(true)
  })

  it('behavior: a send that succeeds keeps analytics on: the next event is sent too', async () => {
    const analytics = enabled()
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(propsOf(analytics).map((p) => (p as { event: string }).event)).toEqual(['CONNECT_SUCCESS', 'SWITCH_NETWORK'])
    expect(t.types()).not.toContain('AnalyticsDisabled')
    await t.g.dispose()
  })
})

describe('sendAnalytics: turning off', () => {
  it('behavior (SPEC §1.2): with the analytics feature set to false nothing is sent, not even the configuration asked for', async () => {
    const analytics = enabled()
    const g = await withFeatures(analytics, { analytics: false })
    g.emit(connected)
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    await settle()
    expect(analytics.calls).toEqual([])
    await g.dispose()
  })

  it('error: a failed configuration request turns analytics off with the error', async () => {
    const analytics = fakeClient({ analyticsConfig: () => Promise.reject(new HttpRequestError(500, { code: 500 })) })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    expect(t.last('AnalyticsDisabled')?.data).toMatchObject({ reason: 'config', error: { code: 500 } })
    await t.g.dispose()
  })

  it('error: a send failing with a status other than 403 turns analytics off and reports no alert', async () => {
    const analytics = fakeClient({
      analyticsConfig: () => ({ isAnalyticsEnabled: true }),
      analyticsEvent: () => Promise.reject(new HttpRequestError(500, { code: 500 })),
    })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected)
    expect(t.types()).toEqual(['Connected', 'AnalyticsDisabled'])
    await t.g.dispose()
  })

  it('error: sends in flight that all fail turn analytics off once, with one alert for a 403', async () => {
    const analytics = fakeClient({
      analyticsConfig: () => ({ isAnalyticsEnabled: true }),
      analyticsEvent: () => Promise.reject(new HttpRequestError(403, { code: 403 })),
    })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(connected, createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(analytics.calls.filter((c) => c.name === 'analyticsEvent')).toHaveLength(2)
    expect(t.types()).toEqual(['Connected', 'NetworkSwitched', 'AnalyticsDisabled', 'AlertReported'])
    await t.g.dispose()
  })

  it("behavior (SPEC §8: reported once): a 403 reports no alert when 'Invalid App Configuration' was already reported", async () => {
    const analytics = fakeClient({ analyticsConfig: () => Promise.reject(new HttpRequestError(403, { code: 403 })) })
    const t = await effectHarness({ sendAnalytics }, services({ analytics }))
    await t.emit(createEvent('AlertReported', { kind: 'InvalidAppConfiguration' }), connected)
    expect(t.types()).toEqual(['AlertReported', 'Connected', 'AnalyticsDisabled'])
    await t.g.dispose()
  })
})
