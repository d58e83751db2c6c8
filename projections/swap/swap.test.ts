import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { swapProjection, type SwapToken } from './swap.projection.js'
import { selectSwapForm } from './swap.selectors.js'
import { accountProjection } from '../account/account.projection.js'
import { connectionProjection } from '../connection/connection.projection.js'
import { networkProjection } from '../network/network.projection.js'

const run = (...events: EventInput[]) => runProjection(swapProjection, stampEvents(events))
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
  amount: '1',
  toAmount: '2',
  allowance: '3',
  gas: '4',
  gasPrice: '5',
  usd: [3000, 1, 3000],
}
const failed = createEvent('SwapFailed', {
  step: 'quote',
  error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503' },
})

describe('swap projection', () => {
  it('default (SPEC §9): an empty form with the slippage tolerance 1', () => {
    expect(run()).toEqual({ amount: '', slippage: '1' })
  })

  it('behavior: edits merge; absent fields stay; null goes back to the default token', () => {
    const state = run(
      createEvent('SwapFormEdited', { from: USDC, to: ETH, amount: '1.5' }),
      createEvent('SwapFormEdited', { amount: '2', to: null }),
    )
    expect(state).toMatchObject({ from: USDC, to: null, amount: '2', slippage: '1' })
  })

  it('behavior: tokens and quote are kept; a failure keeps the form as typed and ends the step under way', () => {
    const state = run(
      createEvent('SwapFetched', { chainId: 'eip155:1', tokens: [ETH, USDC] }),
      createEvent('SwapFormEdited', { amount: '1' }),
      createEvent('SwapFetched', { quote }),
      createEvent('SwapRequested', { action: 'submit' }),
    )
    expect(state).toMatchObject({ chainId: 'eip155:1', tokens: [ETH, USDC], quote, action: 'submit', amount: '1' })
    expect(
      run(createEvent('SwapFormEdited', { amount: '1' }), createEvent('SwapRequested', { action: 'submit' }), failed),
    ).toMatchObject({
      amount: '1',
      action: null,
      step: 'quote',
      error: failed.data.error,
    })
  })

  it('behavior: an edit, a retry or a new quote clears the failure shown', () => {
    expect(run(failed, createEvent('SwapFormEdited', { amount: '3' })).error).toBeNull()
    expect(run(failed, createEvent('SwapRequested', { action: 'retry' }))).toMatchObject({
      error: null,
      action: 'retry',
    })
    expect(run(failed, createEvent('SwapFetched', { quote })).error).toBeNull()
  })

  it('behavior (SPEC §2, §4 as for the send form): a swap sent (TokenSent) and a network switch reset the form', () => {
    const edited = createEvent('SwapFormEdited', { from: USDC, amount: '1', slippage: '0.5' })
    expect(run(edited, createEvent('TokenSent', { chainId: 'eip155:1', hash: '0x1' }))).toEqual(swapProjection.initial)
    expect(run(edited, createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))).toEqual(swapProjection.initial)
  })
})

// An EVM account connected on Ethereum, for the form's balance, tokens, quote and approval.
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const connected = createEvent('Connected', {
  connectorId: 'io.metamask',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: EVM,
})

describe('swap form: the balance of the token swapped from', () => {
  const native = createEvent('BalanceFetched', {
    chainId: 'eip155:1',
    address: EVM,
    symbol: 'ETH',
    decimals: 18,
    value: '2000000000000000000',
  })
  const row = (symbol: string, numeric: string, address?: string, chainId = 'eip155:1') => ({
    name: symbol,
    symbol,
    chainId,
    value: 1,
    price: 1,
    quantity: { decimals: '6', numeric },
    iconUrl: 'https://x.example/i.png',
    ...(address === undefined ? {} : { address }),
  })
  const portfolio = (...balances: ReturnType<typeof row>[]) =>
    createEvent('TokenBalancesFetched', { chainId: 'eip155:1', address: EVM, balances })
  const balance = (from: SwapToken, ...accountEvents: EventInput[]) => {
    const events = stampEvents([connected, ...accountEvents, createEvent('SwapFormEdited', { from, amount: '1' })])
    return selectSwapForm({
      swap: runProjection(swapProjection, events),
      network: runProjection(networkProjection, events),
      connection: runProjection(connectionProjection, events),
      account: runProjection(accountProjection, events),
    }).balance
  }

  it('behavior: the native token’s is the account balance on this network; unknown before it is fetched', () => {
    expect(balance(ETH, native)).toBe(2n * 10n ** 18n)
    expect(balance(ETH)).toBeNull()
  })

  it('behavior: a token’s is its portfolio row (0 when not held), unknown until the portfolio is in', () => {
    expect(balance(USDC, native)).toBeNull()
    expect(balance(USDC, portfolio(row('ETH', '2'), row('USDC', '1.5', USDC.address.toLowerCase())))).toBe(1_500_000n)
    expect(balance(USDC, portfolio(row('ETH', '2')))).toBe(0n)
    // Rows of another network do not count: its native row does not say this network's portfolio is in.
    expect(balance(USDC, portfolio(row('ETH', '2', undefined, 'eip155:10')))).toBeNull()
  })
})

describe('swap form: the tokens, the quote and the approval', () => {
  const form = (...events: EventInput[]) => {
    const stamped = stampEvents([connected, ...events])
    return selectSwapForm({
      swap: runProjection(swapProjection, stamped),
      network: runProjection(networkProjection, stamped),
      connection: runProjection(connectionProjection, stamped),
      account: runProjection(accountProjection, stamped),
    })
  }
  const oneEth = (10n ** 18n).toString()
  const fetched = (q: Partial<typeof quote>) =>
    createEvent('SwapFetched', { quote: { ...quote, amount: oneEth, ...q } })
  const edited = createEvent('SwapFormEdited', { from: ETH, to: USDC, amount: '1' })

  it('behavior: the tokens are the active network’s; from and to default to the first two different ones', () => {
    const listed = (chainId: 'eip155:1' | 'eip155:10') => createEvent('SwapFetched', { chainId, tokens: [ETH, USDC] })
    expect(form(listed('eip155:1'))).toMatchObject({ tokens: [ETH, USDC], from: ETH, to: USDC, address: EVM })
    expect(form(listed('eip155:10'))).toMatchObject({ tokens: [], from: null, to: null })
  })

  it('behavior: a quote is shown only for the tokens and amount in the form', () => {
    expect(form(edited, fetched({})).quote).toMatchObject({ amount: oneEth })
    expect(form(edited, fetched({ amount: '2' })).quote).toBeNull()
    expect(form(edited, fetched({ to: ETH.address })).quote).toBeNull()
    expect(form(edited, fetched({ from: USDC.address })).quote).toBeNull()
  })

  it('behavior: the approval is needed while the allowance is short of the amount, not when it equals it', () => {
    expect(form(edited, fetched({ allowance: '3' })).approvalNeeded).toBe(true)
    expect(form(edited, fetched({ allowance: oneEth })).approvalNeeded).toBe(false)
    expect(form(edited).approvalNeeded).toBe(false)
  })
})
