import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeClient, services } from '../../test/helpers/fakeServices.js'
import { sendAnalytics } from './sendAnalytics.js'

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
