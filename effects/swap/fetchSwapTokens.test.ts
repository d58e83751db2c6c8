import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { ADDRESS, convertHandlers, ETH, GATE, swapHarness, USDC } from '../../test/helpers/swap.js'
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

/** fetchSwapTokens with the data API (none when `api` is false), the account connected unless `connect` is false, the modal on Account. */
async function onAccountView(
  options: { api?: boolean; connect?: boolean; handlers?: ReturnType<typeof convertHandlers> } = {},
) {
  const api = fakeApi(options.handlers ?? convertHandlers())
  const t = await effectHarness({ fetchSwapTokens }, services(options.api === false ? {} : { api }))
  if (options.connect !== false)
    t.g.emit(
      createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
    )
  await t.emit(createEvent('ModalOpened', { view: 'Account' }))
  const asked = () => api.calls.filter((c) => c.name === 'swapTokens').length
  return { ...t, api, asked }
}

describe('fetchSwapTokens: when the tokens are asked for', () => {
  it('behavior: the Swap view pushed, replacing the top or resetting the history asks for the tokens each time', async () => {
    const t = await onAccountView()
    await t.emit(createEvent('ViewPushed', { view: 'Swap' }))
    expect(t.asked()).toBe(1)
    await t.emit(createEvent('ViewPopped', {}), createEvent('ViewReplaced', { view: 'Swap' }))
    expect(t.asked()).toBe(2)
    await t.emit(createEvent('ViewsReset', { view: 'Account' }), createEvent('ViewsReset', { view: 'Swap' }))
    expect(t.asked()).toBe(3)
    const pushed = t.seen.find((e) => e.type === 'ViewPushed')
    expect(t.seen.find((e) => e.type === 'SwapFetched')?.causationId).toBe(pushed?.id)
    await t.g.dispose()
  })

  it('behavior: a network switch away from the Swap view asks nothing; on it, the new network is asked even with tokens shown', async () => {
    const t = await onAccountView()
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(t.asked()).toBe(0)
    await t.emit(createEvent('ViewPushed', { view: 'Swap' }))
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    expect(t.api.calls.map((c) => c.call.query?.chainId)).toEqual(['eip155:8453', 'eip155:1'])
    await t.g.dispose()
  })

  it('behavior: retry asks again only while there are no tokens; a submit never asks', async () => {
    let fail = true
    const handlers = convertHandlers({
      swapTokens: () => (fail ? Promise.reject(new Error('down')) : { tokens: [ETH] }),
    })
    const t = await onAccountView({ handlers })
    await t.emit(createEvent('ViewPushed', { view: 'Swap' }))
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.asked()).toBe(1)
    fail = false
    await t.emit(createEvent('SwapRequested', { action: 'retry' }))
    expect(t.asked()).toBe(2)
    await t.emit(createEvent('SwapRequested', { action: 'retry' }))
    expect(t.asked()).toBe(2)
    await t.g.dispose()
  })

  it('default: no account connected, or no data API: the Swap view asks nothing and reports nothing', async () => {
    const noAccount = await onAccountView({ connect: false })
    await noAccount.emit(createEvent('ViewPushed', { view: 'Swap' }))
    expect(noAccount.types()).toEqual(['ModalOpened', 'ViewPushed'])
    expect(noAccount.asked()).toBe(0)
    await noAccount.g.dispose()
    const noApi = await onAccountView({ api: false })
    await noApi.emit(createEvent('ViewPushed', { view: 'Swap' }))
    await noApi.emit(createEvent('NetworkSwitched', { chainId: 'eip155:84532' }))
    expect(noApi.types()).toEqual(['Connected', 'ModalOpened', 'ViewPushed', 'NetworkSwitched'])
    await noApi.g.dispose()
  })

  it("behavior: a token's logo URI is kept when the API gives one", async () => {
    const logoUri = 'https://tokens.example/usdc.png'
    const t = await onAccountView({
      handlers: convertHandlers({ swapTokens: () => ({ tokens: [ETH, { ...USDC, logoUri }] }) }),
    })
    await t.emit(createEvent('ViewPushed', { view: 'Swap' }))
    expect(t.g.getState().swap.tokens).toEqual([ETH, { ...USDC, logoUri }])
    await t.g.dispose()
  })
})
