import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { fetchGasPrice } from './fetchGasPrice.js'

describe('fetchGasPrice', () => {
  it('default: GasPriceRequested → GET /v1/convert/gas-price?chainId → GasPriceFetched in wei (hex answers converted)', async () => {
    const api = fakeApi({ gasPrice: () => ({ standard: '1000', fast: '0x7d0', instant: '3000' }) })
    const t = await effectHarness({ fetchGasPrice }, services({ api }))
    await t.emit(createEvent('GasPriceRequested', { chainId: 'eip155:1' }))
    expect(api.calls[0]?.call.query).toEqual({ chainId: 'eip155:1' })
    expect(t.last('GasPriceFetched')?.data).toEqual({
      chainId: 'eip155:1',
      standard: '1000',
      fast: '2000',
      instant: '3000',
    })
    await t.g.dispose()
  })

  it("error (SPEC §8): on a network the API does not serve, 'Network not supported for Gas Price', no request", async () => {
    const api = fakeApi({ gasPrice: () => ({ standard: '1', fast: '1', instant: '1' }) })
    const t = await effectHarness({ fetchGasPrice }, services({ api }))
    await t.emit(createEvent('GasPriceRequested', { chainId: 'eip155:31337' }))
    expect(api.calls).toHaveLength(0)
    expect(t.last('GasPriceFetchFailed')?.data).toEqual({
      chainId: 'eip155:31337',
      error: { name: 'GasPriceNetworkNotSupportedError', shortMessage: 'Network not supported for Gas Price' },
    })
    await t.g.dispose()
  })

  it('error: amounts that are not wei are InvalidResponseError', async () => {
    const api = fakeApi({ gasPrice: () => ({ standard: '1.5 gwei', fast: '1', instant: '1' }) })
    const t = await effectHarness({ fetchGasPrice }, services({ api }))
    await t.emit(createEvent('GasPriceRequested', { chainId: 'eip155:1' }))
    expect(t.last('GasPriceFetchFailed')?.data).toMatchObject({ error: { name: 'InvalidResponseError' } })
    await t.g.dispose()
  })
})
