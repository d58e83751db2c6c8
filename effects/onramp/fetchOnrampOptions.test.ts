import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultOnrampOptions } from '../../src/domain/onramp.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectOnrampOptions } from '../../projections/onramp/onramp.selectors.js'
import { effectHarness, fakeApi, services, settle } from '../../test/helpers/fakeServices.js'
import { BUYER, OPTIONS } from '../../test/helpers/onramp.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'
import { OnrampRegionRestrictedError } from './shared.js'

const connected = (chainId: `${string}:${string}` = 'eip155:1', namespace: 'eip155' | 'bip122' = 'eip155') =>
  createEvent('Connected', {
    connectorId: 'io.test',
    namespace,
    chainId,
    address: namespace === 'eip155' ? BUYER : 'bc1qtest',
  })
const showBuy = createEvent('ViewPushed', { view: 'OnRamp' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('fetchOnrampOptions', () => {
  it('default (SPEC §7 GET /v1/onramp/options): the Buy view showing asks for the options; they land in the read model', async () => {
    const api = fakeApi({ onrampOptions: () => OPTIONS })
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }), {
      deps: { timeZone: () => 'Europe/Berlin' },
    })
    await t.emit(connected(), createEvent('ViewPushed', { view: 'Account' }))
    expect(api.calls).toHaveLength(0)
    await t.emit(showBuy)
    expect(api.calls.map((c) => c.name)).toEqual(['onrampOptions'])
    expect(selectOnrampOptions(t.g.getState())).toEqual({ status: 'ready', value: OPTIONS, fallback: false })
    await t.g.dispose()
  })

  it('error (SPEC §8): a failed call is OnrampFailed, then the built-in defaults marked fallback', async () => {
    const api = fakeApi({ onrampOptions: () => Promise.reject(new HttpRequestError(503, { code: 503 })) })
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => 'UTC' } })
    await t.emit(connected(), showBuy)
    expect(t.types()).toEqual(['Connected', 'ViewPushed', 'OnrampFailed', 'OnrampFetched'])
    expect(t.last('OnrampFailed')?.data).toEqual({
      call: 'options',
      error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503', code: 503 },
    })
    expect(selectOnrampOptions(t.g.getState())).toEqual({
      status: 'ready',
      value: defaultOnrampOptions(),
      fallback: true,
    })
    await t.g.dispose()
  })

  it('behavior (SPEC §9 restricted timezones): from Shanghai, Hong Kong or Macau no call is made; the failure names the region', async () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']) {
      const api = fakeApi({ onrampOptions: () => OPTIONS })
      const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => zone } })
      await t.emit(connected(), showBuy)
      expect(api.calls).toHaveLength(0)
      expect(t.last('OnrampFailed')?.data).toEqual({
        call: 'options',
        error: { name: 'OnrampRegionRestrictedError', shortMessage: 'Buying crypto is not available in your region' },
      })
      await t.g.dispose()
    }
  })

  it('behavior (SPEC §9 onramp namespaces): a Bitcoin account gets no call', async () => {
    const api = fakeApi({ onrampOptions: () => OPTIONS })
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => 'UTC' } })
    await t.emit(connected('bip122:000000000019d6689c085ae165831e93', 'bip122'), showBuy)
    expect(api.calls).toHaveLength(0)
    expect(t.types()).toEqual(['Connected', 'ViewPushed'])
    await t.g.dispose()
  })

  it('behavior: the Buy view replacing the top or resetting the history asks too; the answer names the showing as its cause', async () => {
    for (const show of [
      createEvent('ViewReplaced', { view: 'OnRamp' }),
      createEvent('ViewsReset', { view: 'OnRamp' }),
    ]) {
      const api = fakeApi({ onrampOptions: () => OPTIONS })
      const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => 'UTC' } })
      await t.emit(connected(), show)
      expect(api.calls.map((c) => c.name)).toEqual(['onrampOptions'])
      expect(t.last('OnrampFetched')?.causationId).toBe(t.last(show.type)?.id)
      await t.g.dispose()
    }
  })

  it('behavior: the failure and the fallback options name the showing as their cause; a restricted region too', async () => {
    const api = fakeApi({ onrampOptions: () => Promise.reject(new HttpRequestError(503, { code: 503 })) })
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => 'UTC' } })
    await t.emit(connected(), showBuy)
    const cause = t.last('ViewPushed')?.id
    expect(t.seen.filter((e) => e.type.startsWith('Onramp')).map((e) => [e.type, e.causationId])).toEqual([
      ['OnrampFailed', cause],
      ['OnrampFetched', cause],
    ])
    await t.g.dispose()
    const restricted = await effectHarness({ fetchOnrampOptions }, services({ api }), {
      deps: { timeZone: () => 'Asia/Shanghai' },
    })
    await restricted.emit(connected(), showBuy)
    expect(restricted.last('OnrampFailed')?.causationId).toBe(restricted.last('ViewPushed')?.id)
    await restricted.g.dispose()
  })

  it('behavior: the latest showing wins: a request still in flight is aborted when the view shows again', async () => {
    const signals: AbortSignal[] = []
    const api = fakeApi({
      onrampOptions: (call) => {
        signals.push(call.signal as AbortSignal)
        return new Promise(() => {})
      },
    })
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => 'UTC' } })
    await t.emit(connected(), showBuy)
    expect(signals.map((s) => s.aborted)).toEqual([false])
    await t.emit(createEvent('ViewReplaced', { view: 'OnRamp' }))
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    await t.g.dispose()
  })

  it('behavior: without the data API the Buy view showing makes no request and says nothing', async () => {
    const t = await effectHarness({ fetchOnrampOptions }, services({}), { deps: { timeZone: () => 'UTC' } })
    await t.emit(connected(), showBuy)
    expect(t.types()).toEqual(['Connected', 'ViewPushed'])
    await t.g.dispose()
  })

  it('behavior (SPEC §4 unsupported network): no account, or an account on a network the app does not serve, gets no call', async () => {
    const api = fakeApi({ onrampOptions: () => OPTIONS })
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }), { deps: { timeZone: () => 'UTC' } })
    await t.emit(showBuy)
    await t.emit(connected(), createEvent('NetworkUnsupported', { chainId: 'eip155:99999' }), showBuy)
    expect(api.calls).toHaveLength(0)
    expect(t.types()).toEqual(['ViewPushed', 'Connected', 'NetworkUnsupported', 'ViewPushed'])
    await t.g.dispose()
  })

  it("behavior (SPEC §9 restricted timezones): without deps.timeZone the browser's time zone decides; when it cannot tell, the call is made", async () => {
    const api = fakeApi({ onrampOptions: () => OPTIONS })
    const zone = vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({
      resolvedOptions: () => ({ timeZone: 'Asia/Hong_Kong' }),
    } as Intl.DateTimeFormat)
    const t = await effectHarness({ fetchOnrampOptions }, services({ api }))
    await t.emit(connected(), showBuy)
    expect(api.calls).toHaveLength(0)
    expect(t.last('OnrampFailed')?.data).toMatchObject({ error: { name: 'OnrampRegionRestrictedError' } })
    zone.mockImplementation(() => {
      throw new RangeError('no time zone data')
    })
    await t.emit(createEvent('ViewReplaced', { view: 'OnRamp' }))
    await settle()
    expect(api.calls.map((c) => c.name)).toEqual(['onrampOptions'])
    expect(t.types().at(-1)).toBe('OnrampFetched')
    await t.g.dispose()
  })

  it('error: the restricted-region error names the time zone in its details', () => {
    const error = new OnrampRegionRestrictedError('Asia/Macau')
    expect([error.name, error.shortMessage, error.details]).toEqual([
      'OnrampRegionRestrictedError',
      'Buying crypto is not available in your region',
      'time zone Asia/Macau',
    ])
  })
})
