import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { quoteRequestOf, quoteSwap } from './quoteSwap.js'
import type { SwapForm } from '../../projections/swap/swap.selectors.js'
import { effectHarness, services } from '../../test/helpers/fakeServices.js'
import { ADDRESS, convertHandlers, ETH, GATE, swapHarness, USDC } from '../../test/helpers/swap.js'

describe('quoteSwap', () => {
  it('default (SPEC §9 debounce 500 ms): the amount typed is quoted once the typing stops: amount out, allowance, gas of the swap, USD prices', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap })
    await t.emit() // the tokens land
    await t.emit(createEvent('SwapFormEdited', { amount: '1' }))
    t.runTo(499)
    await t.emit()
    expect(t.api.calls.some((c) => c.name === 'swapQuotes')).toBe(false)
    t.runTo(500)
    await t.emit()
    await t.emit()
    const quotes = t.api.calls.find((c) => c.name === 'swapQuotes')
    expect(quotes?.call.query).toEqual({
      amount: '1000000000000000000',
      userAddress: `eip155:1:${ADDRESS}`,
      from: ETH.address,
      to: USDC.address,
      gasPrice: '2000000000',
    })
    // The allowance is enough (native): the gas is the swap's, built without an estimate.
    expect(t.api.calls.find((c) => c.name === 'buildTransaction')?.call.body).toMatchObject({
      disableEstimate: true,
      eip155: { slippage: '1' },
    })
    expect(t.g.getState().swap.quote).toEqual({
      from: ETH.address,
      to: USDC.address,
      amount: '1000000000000000000',
      toAmount: '2950000000',
      allowance: (2n ** 256n - 1n).toString(),
      gas: '150000',
      gasPrice: '2000000000',
      usd: [3000, 1, 3000],
    })
    await t.g.dispose()
  })

  it("behavior: with the allowance short, the gas is the approval's (GET /v1/convert/build-approve)", async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap })
    await t.emit(createEvent('SwapFormEdited', { from: GATE, to: USDC, amount: '100' }))
    t.runTo(500)
    await t.emit()
    await t.emit()
    expect(t.api.calls.some((c) => c.name === 'buildApprove')).toBe(true)
    expect(t.g.getState().swap.quote).toMatchObject({ from: GATE.address, allowance: '0', gas: '46000' })
    await t.g.dispose()
  })

  it('error: no quote from the API is InsufficientLiquidityError; the form keeps what was typed', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap }, convertHandlers({ swapQuotes: () => ({ quotes: [] }) }))
    await t.emit(createEvent('SwapFormEdited', { amount: '5000' }))
    t.runTo(500)
    await t.emit()
    await t.emit()
    expect(t.last('SwapFailed')?.data).toMatchObject({ step: 'quote', error: { name: 'InsufficientLiquidityError' } })
    expect(t.g.getState().swap.amount).toBe('5000')
    await t.g.dispose()
  })

  it('error: a failing quote call is a typed SwapFailed at step quote; retry quotes again at once', async () => {
    let fail = true
    const t = await swapHarness(
      { fetchSwapTokens, quoteSwap },
      convertHandlers({
        gasPrice: () =>
          fail
            ? Promise.reject(Object.assign(new Error('The request timed out'), { name: 'TimeoutError' }))
            : { standard: '1', fast: '1', instant: '1' },
      }),
    )
    await t.emit(createEvent('SwapFormEdited', { amount: '1' }))
    t.runTo(500)
    await t.emit()
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'quote',
      error: { name: 'TimeoutError', shortMessage: 'The request timed out' },
    })
    fail = false
    await t.emit(createEvent('SwapRequested', { action: 'retry' }))
    await t.emit()
    expect(t.g.getState().swap).toMatchObject({ error: null, quote: { gasPrice: '1' } })
    await t.g.dispose()
  })

  it('behavior: an amount that is not a number, or zero, is not quoted', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap })
    await t.emit(createEvent('SwapFormEdited', { amount: '1.2.3' }))
    t.runTo(500)
    await t.emit(createEvent('SwapFormEdited', { amount: '0' }))
    t.runTo(1000)
    await t.emit()
    expect(t.api.calls.map((c) => c.name)).toEqual(['swapTokens'])
    await t.g.dispose()
  })
})

const FORM: SwapForm = {
  chainId: 'eip155:1',
  address: ADDRESS,
  supported: true,
  tokens: [ETH, USDC],
  from: ETH,
  to: USDC,
  amount: '1',
  units: 10n ** 18n,
  slippage: '0.5',
  slippageValid: true,
  quote: null,
  approvalNeeded: false,
  balance: null,
  action: null,
  step: null,
  error: null,
}

describe('quoteRequestOf', () => {
  it('default: a complete form is quoted with its slippage and the native currency of its token list', () => {
    const POL = {
      name: 'Polygon',
      symbol: 'POL',
      address: 'eip155:137:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      decimals: 18,
    }
    expect(quoteRequestOf({ ...FORM, tokens: [USDC, POL] })).toEqual({
      chainId: 'eip155:1',
      address: ADDRESS,
      from: ETH,
      to: USDC,
      units: 10n ** 18n,
      slippage: '0.5',
      nativeSymbol: 'POL',
    })
  })

  it("behavior: an invalid slippage is quoted at 1 %; without the native token in the list its symbol is 'ETH'", () => {
    expect(quoteRequestOf({ ...FORM, tokens: [USDC, GATE], slippage: 'abc', slippageValid: false })).toMatchObject({
      slippage: '1',
      nativeSymbol: 'ETH',
    })
  })

  it('behavior: a form missing any part (network supported, account, both tokens, distinct tokens, an amount) is not quoted', () => {
    const incomplete: Partial<SwapForm>[] = [
      { supported: false },
      { chainId: null },
      { address: null },
      { from: null },
      { to: null },
      { to: ETH },
      { units: null },
      { units: 0n },
    ]
    for (const change of incomplete) expect(quoteRequestOf({ ...FORM, ...change })).toBeNull()
  })
})

describe('quoteSwap: when a quote is asked for', () => {
  it('behavior: an amount typed before the tokens arrive is quoted when they land, the quote caused by their arrival', async () => {
    let answer: (value: unknown) => void = () => undefined
    const tokens = new Promise((resolve) => (answer = resolve))
    const t = await swapHarness({ fetchSwapTokens, quoteSwap }, convertHandlers({ swapTokens: () => tokens }))
    await t.emit(createEvent('SwapFormEdited', { amount: '1' }))
    t.runTo(500)
    await t.emit()
    expect(t.api.calls.some((c) => c.name === 'swapQuotes')).toBe(false)
    answer({ tokens: [ETH, USDC, GATE] })
    await t.emit()
    await t.emit()
    const landed = t.seen.find((e) => e.type === 'SwapFetched' && 'tokens' in e.data)
    const quoted = t.seen.find((e) => e.type === 'SwapFetched' && 'quote' in e.data)
    expect(quoted?.causationId).toBe(landed?.id)
    await t.g.dispose()
  })

  it('behavior: a form that cannot be quoted reports nothing (no SwapFailed)', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap })
    await t.emit()
    await t.emit(createEvent('SwapFormEdited', { amount: '0' }))
    t.runTo(500)
    await t.emit(createEvent('SwapRequested', { action: 'retry' }))
    expect(t.types()).not.toContain('SwapFailed')
    await t.g.dispose()
  })

  it('default: without the data API nothing is asked or reported', async () => {
    const t = await effectHarness({ quoteSwap }, services({}))
    await t.emit(
      createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
      createEvent('SwapFetched', { chainId: 'eip155:1', tokens: [ETH, USDC] }),
      createEvent('SwapFormEdited', { amount: '1' }),
      createEvent('SwapRequested', { action: 'retry' }),
    )
    expect(t.types()).toEqual(['Connected', 'SwapFetched', 'SwapFormEdited', 'SwapRequested'])
    await t.g.dispose()
  })
})
