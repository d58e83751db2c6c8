import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { quoteSwap } from './quoteSwap.js'
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
