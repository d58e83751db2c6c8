import { beforeAll, describe, expect, it } from 'vitest'
import { loadTranslation, partsOfView } from '../../locales/load.js'
import type { SwapForm } from '../../../projections/swap/swap.selectors.js'
import { canSubmit, swapNotice } from './notice.js'
import { formatAmount, formatPercent, formatUsd } from './format.js'

const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
}
const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 6,
}
const quote = {
  from: ETH.address,
  to: USDC.address,
  amount: '1000000000000000000',
  toAmount: '2950000000',
  allowance: '0',
  gas: '1',
  gasPrice: '1',
  usd: [3000, 1, 3000],
}

const form = (over: Partial<SwapForm> = {}): SwapForm => ({
  chainId: 'eip155:1',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  supported: true,
  tokens: [ETH, USDC],
  from: ETH,
  to: USDC,
  amount: '1',
  units: 10n ** 18n,
  slippage: '1',
  slippageValid: true,
  quote,
  approvalNeeded: false,
  balance: 5n * 10n ** 18n,
  action: null,
  step: null,
  error: null,
  ...over,
})
const http503 = { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503' }

// The screen's English texts, which its catalogue gate loads with it in the dialog.
beforeAll(() => loadTranslation('en', partsOfView('Swap')))

describe('Swap view notices', () => {
  it('default: nothing to say about a quoted form the visitor can pay; submit allowed', () => {
    expect(swapNotice(form())).toBeNull()
    expect(canSubmit(form())).toBe(true)
  })

  it("error (SPEC §8, §9): off the swap networks, 'Network not supported for Swaps'", () => {
    expect(swapNotice(form({ supported: false }))).toEqual({
      text: 'Network not supported for Swaps',
      alert: true,
      retry: false,
    })
    expect(canSubmit(form({ supported: false }))).toBe(false)
  })

  it('error: a failed fetch says what failed, with retry; a failed quote keeps the button off', () => {
    expect(swapNotice(form({ step: 'tokens', error: http503 }))).toEqual({
      text: 'Could not load the tokens: HTTP status code: 503',
      alert: true,
      retry: true,
    })
    expect(swapNotice(form({ step: 'quote', error: http503, quote: null }))).toEqual({
      text: 'Could not get a quote: HTTP status code: 503',
      alert: true,
      retry: true,
    })
    expect(canSubmit(form({ step: 'quote', error: http503, quote: null }))).toBe(false)
  })

  it('error: insufficient liquidity and insufficient balance are named as such', () => {
    expect(
      swapNotice(form({ step: 'quote', error: { name: 'InsufficientLiquidityError', shortMessage: 'x' }, quote: null }))
        ?.text,
    ).toBe('Insufficient liquidity for this swap')
    const poor = form({ balance: 10n ** 17n })
    expect(swapNotice(poor)).toEqual({ text: 'Insufficient ETH balance', alert: true, retry: false })
    expect(canSubmit(poor)).toBe(false)
  })

  it('error: a declined or failed step says so, and the button stays to try the step again', () => {
    const declined = form({
      step: 'swap',
      error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
    })
    expect(swapNotice(declined)?.text).toBe('Declined in the wallet')
    expect(canSubmit(declined)).toBe(true)
    expect(
      swapNotice(
        form({ step: 'approve', error: { name: 'SwapRevertedError', shortMessage: 'The transaction was reverted' } }),
      )?.text,
    ).toBe('The approval failed: The transaction was reverted')
  })

  it('error: an amount or a slippage that cannot be read; the same token on both sides', () => {
    expect(swapNotice(form({ amount: '1.2.3', units: null, quote: null }))?.text).toBe('Enter an amount like 0.5')
    expect(swapNotice(form({ slippage: '80', slippageValid: false }))?.text).toBe('Enter a slippage from 0 to 50 %')
    expect(swapNotice(form({ to: ETH, quote: null }))?.text).toBe('Choose two different tokens')
  })

  it('behavior: while a step is under way the button is off', () => {
    expect(canSubmit(form({ action: 'submit' }))).toBe(false)
  })

  it('behavior: figures are written short: 6 places floored, cents, two-decimal percentages', () => {
    expect(formatAmount(1_234_567_891n, 6)).toBe('1234.567891')
    expect(formatAmount(10n ** 18n / 3n, 18)).toBe('0.333333')
    expect(formatAmount(2n * 10n ** 18n, 18)).toBe('2')
    expect(formatUsd(0.004)).toBe('< $0.01')
    expect(formatUsd(12.345)).toBe('$12.35')
    expect(formatPercent(0.00789)).toBe('0.79 %')
  })
})
