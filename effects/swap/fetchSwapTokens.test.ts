import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { convertHandlers, ETH, GATE, swapHarness, USDC } from '../../test/helpers/swap.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'

describe('fetchSwapTokens', () => {
  it('default: the Swap view shown → GET /v1/convert/tokens?chainId → SwapFetched with the tokens of the network', async () => {
    const t = await swapHarness({ fetchSwapTokens })
    await t.emit()
    expect(t.api.calls.map((c) => [c.name, c.call.query])).toEqual([['swapTokens', { chainId: 'eip155:1' }]])
    expect(t.last('SwapFetched')?.data).toEqual({ chainId: 'eip155:1', tokens: [ETH, USDC, GATE] })
    expect(t.g.getState().swap.tokens).toEqual([ETH, USDC, GATE])
    await t.g.dispose()
  })

  it("error (SPEC §8, §9): off the swap networks, SwapFailed 'Network not supported for Swaps' and no request", async () => {
    const t = await swapHarness({ fetchSwapTokens })
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:84532' }))
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'tokens',
      error: { name: 'SwapsNetworkNotSupportedError', shortMessage: 'Network not supported for Swaps' },
    })
    expect(t.api.calls.filter((c) => c.call.query?.chainId === 'eip155:84532')).toEqual([])
    await t.g.dispose()
  })

  it('error: a failing API is a typed SwapFailed at step tokens; retry asks again', async () => {
    let fail = true
    const t = await swapHarness(
      { fetchSwapTokens },
      convertHandlers({
        swapTokens: () =>
          fail
            ? Promise.reject(Object.assign(new Error('HTTP status code: 503'), { name: 'HttpRequestError' }))
            : { tokens: [ETH] },
      }),
    )
    await t.emit()
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'tokens',
      error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503' },
    })
    fail = false
    await t.emit(createEvent('SwapRequested', { action: 'retry' }))
    expect(t.g.getState().swap).toMatchObject({ tokens: [ETH], error: null })
    await t.g.dispose()
  })
})
