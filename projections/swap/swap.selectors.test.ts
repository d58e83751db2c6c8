import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { selectSwapForm } from './swap.selectors.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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
const GATE = {
  name: 'Gate',
  symbol: 'GATE',
  address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 18,
}

async function form(...events: EventInput[]) {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  g.emit(
    createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
  )
  g.emit(createEvent('SwapFetched', { chainId: 'eip155:1', tokens: [ETH, USDC, GATE] }))
  for (const e of events) g.emit(e)
  const state = g.getState()
  await g.dispose()
  return selectSwapForm(state)
}

describe('swap selectors', () => {
  it('default: the native currency to the first other token, on a swap network (SPEC §9)', async () => {
    expect(await form()).toMatchObject({
      chainId: 'eip155:1',
      address: ADDRESS,
      supported: true,
      from: ETH,
      to: USDC,
      units: null,
      slippageValid: true,
      quote: null,
    })
  })

  it('behavior: the quote counts only for the tokens and amount it was asked for; a short allowance is the approval step', async () => {
    const quote = {
      from: GATE.address,
      to: USDC.address,
      amount: '2000000000000000000',
      toAmount: '1',
      allowance: '5',
      gas: '1',
      gasPrice: '1',
      usd: [0.25, 1, 3000],
    }
    const f = await form(
      createEvent('SwapFormEdited', { from: GATE, to: USDC, amount: '2' }),
      createEvent('SwapFetched', { quote }),
    )
    expect(f).toMatchObject({ units: 2n * 10n ** 18n, quote, approvalNeeded: true })
    expect(
      (await form(createEvent('SwapFetched', { quote }), createEvent('SwapFormEdited', { from: GATE, amount: '3' })))
        .quote,
    ).toBeNull()
  })

  it('behavior: balances come from the account: the native balance, a token from the portfolio (absent: none held)', async () => {
    const balances = createEvent('TokenBalancesFetched', {
      chainId: 'eip155:1',
      address: ADDRESS,
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 1,
          price: 1,
          quantity: { decimals: '18', numeric: '1' },
          iconUrl: '',
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: USDC.address,
          value: 1,
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: '',
        },
      ],
    })
    expect((await form(balances, createEvent('SwapFormEdited', { from: USDC }))).balance).toBe(12_500_000n)
    expect((await form(balances, createEvent('SwapFormEdited', { from: GATE }))).balance).toBe(0n)
    expect((await form(createEvent('SwapFormEdited', { from: GATE }))).balance).toBeNull()
  })

  it("behavior (SPEC §9): off the swap networks the form is not supported, and another chain's tokens are not offered", async () => {
    const f = await form(createEvent('NetworkSwitched', { chainId: 'eip155:31337' }))
    expect(f).toMatchObject({ supported: false, tokens: [], from: null, to: null })
  })

  it('error: an amount or a slippage that cannot be read', async () => {
    expect(await form(createEvent('SwapFormEdited', { amount: '1.2.3', slippage: '80' }))).toMatchObject({
      units: null,
      slippageValid: false,
    })
  })

  it('behavior: while another namespace is the active one, no EVM network, tokens or balance; the EVM address stays', async () => {
    const solana = createEvent('Connected', {
      connectorId: 'phantom',
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
    })
    expect(await form(solana)).toMatchObject({
      chainId: null,
      address: ADDRESS,
      supported: false,
      tokens: [],
      from: null,
      to: null,
      balance: null,
    })
  })

  it('behavior: once the EVM wallet is disconnected, no address and no network', async () => {
    const f = await form(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    expect(f.address).toBeNull()
    expect(f.chainId).toBeNull()
    expect(f.tokens).toEqual([])
  })

  it('behavior: a visitor who never connected an EVM wallet has a form with no address, network or tokens', async () => {
    const g = createTestGatehouse({ effects: {} })
    await g.ready
    g.emit(
      createEvent('Connected', {
        connectorId: 'phantom',
        namespace: 'solana',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
      }),
    )
    const state = g.getState()
    await g.dispose()
    expect(selectSwapForm(state)).toMatchObject({ chainId: null, address: null, tokens: [], from: null, balance: null })
  })
})
