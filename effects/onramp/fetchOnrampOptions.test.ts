import { describe, expect, it } from 'vitest'
import { defaultOnrampOptions } from '../../src/domain/onramp.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectOnrampOptions } from '../../projections/onramp/onramp.selectors.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { BUYER, OPTIONS } from '../../test/helpers/onramp.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'

const connected = (chainId: `${string}:${string}` = 'eip155:1', namespace: 'eip155' | 'bip122' = 'eip155') =>
  createEvent('Connected', {
    connectorId: 'io.test',
    namespace,
    chainId,
    address: namespace === 'eip155' ? BUYER : 'bc1qtest',
  })
const showBuy = createEvent('ViewPushed', { view: 'OnRamp' })
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
})
