import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { accountProjection } from '../account/account.projection.js'
import { connectionProjection } from '../connection/connection.projection.js'
import { networkProjection } from '../network/network.projection.js'
import { selectSendableTokens, selectSender } from './sender.selectors.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = '0x00000000000000000000000000000000000000bb'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// The three read models the selectors take, folded over the same events as the store folds them.
const state = (...inputs: EventInput[]) => {
  const events = stampEvents(inputs)
  return {
    network: runProjection(networkProjection, events),
    connection: runProjection(connectionProjection, events),
    account: runProjection(accountProjection, events),
  }
}
const connected = (address = EVM, chainId: `${string}:${string}` = 'eip155:1') =>
  createEvent('Connected', { connectorId: 'io.metamask', namespace: 'eip155', chainId, address })
const listed = (...accounts: Array<{ address: string; type: 'eoa' | 'smartAccount' }>) =>
  createEvent('AccountsListed', { namespace: 'eip155', accounts })
const balance = (value: string, chainId: `${string}:${string}` = 'eip155:1') =>
  createEvent('BalanceFetched', { chainId, address: EVM, symbol: 'ETH', decimals: 18, value })
const token = (symbol: string, options: { address?: string; decimals?: string; chainId?: string } = {}) => ({
  name: `${symbol} token`,
  symbol,
  chainId: options.chainId ?? 'eip155:1',
  ...(options.address !== undefined ? { address: options.address } : {}),
  value: 3,
  price: 2,
  quantity: { decimals: options.decimals ?? '6', numeric: '1.5' },
  iconUrl: `https://x.example/${symbol}.png`,
})
const tokens = (...balances: Array<ReturnType<typeof token>>) =>
  createEvent('TokenBalancesFetched', { chainId: 'eip155:1', address: EVM, balances })

describe('selectSender', () => {
  it('default: no sender before a connection, nor on a network chosen before any connection', () => {
    expect(selectSender(state())).toBeNull()
    expect(selectSender(state(createEvent('NetworkSwitched', { chainId: 'eip155:1' })))).toBeNull()
  })

  it('behavior: no sender while the active namespace is still connecting, even with another namespace connected', () => {
    const s = state(
      connected(),
      createEvent('ConnectRequested', { connectorId: 'phantom', namespace: 'solana' }),
      createEvent('NetworkSwitched', { chainId: SOLANA }),
    )
    expect(s.network.activeNamespace).toBe('solana')
    expect(selectSender(s)).toBeNull()
  })

  it('behavior: the connected account of the active namespace sends on the active network, not the one it connected on', () => {
    const s = state(connected(), createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(s.connection.byNamespace.eip155).toMatchObject({ chainId: 'eip155:1' })
    expect(selectSender(s)).toEqual({ namespace: 'eip155', address: EVM, chainId: 'eip155:8453', smartAccount: false })
  })

  it("behavior (SPEC §5 smart accounts): the sender is a smart account when the wallet's list says so of its address, in any case", () => {
    expect(selectSender(state(connected(), listed({ address: EVM.toLowerCase(), type: 'smartAccount' })))).toEqual({
      namespace: 'eip155',
      address: EVM,
      chainId: 'eip155:1',
      smartAccount: true,
    })
  })

  it("behavior: another address's smart account, an EOA entry or no list at all make the sender no smart account", () => {
    const other = state(connected(), listed({ address: OTHER, type: 'smartAccount' }, { address: EVM, type: 'eoa' }))
    expect(selectSender(other)?.smartAccount).toBe(false)
    expect(selectSender(state(connected(), listed({ address: OTHER, type: 'smartAccount' })))?.smartAccount).toBe(false)
    expect(selectSender(state(connected()))?.smartAccount).toBe(false)
  })

  it('behavior: the same object while address, network and account type stay, a new one when any one of them changes', () => {
    const base = state(connected())
    const first = selectSender(base)
    expect(selectSender(state(connected(), balance('1')))).toBe(first)
    // Each change read right after the unchanged sender, so that it differs from it in one field only.
    const after = (s: ReturnType<typeof state>) => (selectSender(base), selectSender(s))
    expect(after(state(connected(OTHER)))).toEqual({
      namespace: 'eip155',
      address: OTHER,
      chainId: 'eip155:1',
      smartAccount: false,
    })
    expect(after(state(connected(), createEvent('NetworkSwitched', { chainId: 'eip155:10' })))).toEqual({
      namespace: 'eip155',
      address: EVM,
      chainId: 'eip155:10',
      smartAccount: false,
    })
    expect(after(state(connected(), listed({ address: EVM, type: 'smartAccount' })))).toEqual({
      namespace: 'eip155',
      address: EVM,
      chainId: 'eip155:1',
      smartAccount: true,
    })
    const solana = createEvent('Connected', {
      connectorId: 'phantom',
      namespace: 'solana',
      chainId: SOLANA,
      address: SOL,
    })
    expect(after(state(connected(), solana))).toEqual({
      namespace: 'solana',
      address: SOL,
      chainId: SOLANA,
      smartAccount: false,
    })
  })
})

describe('selectSendableTokens', () => {
  it('default: nothing to send without a sender', () => {
    expect(selectSendableTokens(state())).toEqual([])
    expect(
      selectSendableTokens(state(createEvent('ConnectRequested', { connectorId: 'x', namespace: 'eip155' }))),
    ).toEqual([])
  })

  it("behavior: nothing to send while the account read model has no entry for the sender's namespace", () => {
    expect(selectSendableTokens({ ...state(connected(), balance('1')), account: accountProjection.initial })).toEqual(
      [],
    )
  })

  it('behavior (SPEC §3 "Token balance"): each balance of the sender\'s network, with the contract address from its CAIP-10 id and the decimals as a number', () => {
    const s = state(
      connected(),
      tokens(
        token('USDC', { address: `eip155:1:${USDC}` }),
        token('OP', { address: `eip155:10:${OTHER}`, chainId: 'eip155:10' }),
      ),
    )
    expect(selectSendableTokens(s)).toEqual([
      {
        symbol: 'USDC',
        name: 'USDC token',
        address: USDC,
        chainId: 'eip155:1',
        decimals: 6,
        quantity: '1.5',
        price: 2,
        value: 3,
        iconUrl: 'https://x.example/USDC.png',
      },
    ])
  })

  it('behavior: the native token (no contract address, or an empty one) comes first, the others keep their order', () => {
    const s = state(
      connected(),
      tokens(
        token('USDC', { address: `eip155:1:${USDC}` }),
        token('DAI', { address: `eip155:1:${OTHER}` }),
        token('ETH', { decimals: '18' }),
      ),
    )
    expect(selectSendableTokens(s).map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', null, 18],
      ['USDC', USDC, 6],
      ['DAI', OTHER, 6],
    ])
    const empty = state(
      connected(),
      tokens(token('USDC', { address: `eip155:1:${USDC}` }), token('ETH', { address: '' })),
    )
    expect(selectSendableTokens(empty).map((t) => [t.symbol, t.address])).toEqual([
      ['ETH', null],
      ['USDC', USDC],
    ])
  })

  it('behavior: a balance whose decimals are not a whole number of zero or more is not sendable', () => {
    const s = state(
      connected(),
      tokens(
        token('NEG', { address: `eip155:1:${OTHER}`, decimals: '-1' }),
        token('FRAC', { address: `eip155:1:${OTHER}`, decimals: '1.5' }),
        token('NAN', { address: `eip155:1:${OTHER}`, decimals: 'six' }),
        token('USDC', { address: `eip155:1:${USDC}` }),
      ),
    )
    expect(selectSendableTokens(s).map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('behavior: without a native entry from the data API, the native balance read from the chain comes first, in whole units, with no price or icon', () => {
    const s = state(connected(), balance('1500000000000000000'), tokens(token('USDC', { address: `eip155:1:${USDC}` })))
    expect(selectSendableTokens(s)).toEqual([
      {
        symbol: 'ETH',
        name: 'ETH',
        address: null,
        chainId: 'eip155:1',
        decimals: 18,
        quantity: '1.5',
        price: 0,
        value: 0,
        iconUrl: '',
      },
      expect.objectContaining({ symbol: 'USDC', address: USDC }),
    ])
    expect(selectSendableTokens(state(connected(), balance('7')))).toEqual([
      expect.objectContaining({ symbol: 'ETH', address: null, quantity: '0.000000000000000007' }),
    ])
  })

  it("behavior: the data API's native entry is the only native token: the chain's balance is not added beside it", () => {
    const s = state(
      connected(),
      balance('1500000000000000000'),
      tokens(token('ETH', { decimals: '18' }), token('USDC', { address: `eip155:1:${USDC}` })),
    )
    expect(selectSendableTokens(s).map((t) => [t.symbol, t.name, t.address])).toEqual([
      ['ETH', 'ETH token', null],
      ['USDC', 'USDC token', USDC],
    ])
  })

  it('behavior: with no native balance read, only the token balances', () => {
    const s = state(connected(), tokens(token('USDC', { address: `eip155:1:${USDC}` })))
    expect(selectSendableTokens(s).map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('behavior (SPEC §4 "Unsupported network"): on a network the app does not know, the balances of the account\'s last network are not sendable', () => {
    const before = state(connected(), balance('1'), tokens(token('USDC', { address: `eip155:1:${USDC}` })))
    const unsupported = createEvent('NetworkUnsupported', { chainId: 'eip155:999' })
    const after = state(connected(), balance('1'), tokens(token('USDC', { address: `eip155:1:${USDC}` })), unsupported)
    expect(after.account.byNamespace.eip155).toMatchObject({ chainId: 'eip155:1', balance: '1' })
    expect(selectSendableTokens(after)).toEqual([])
    // The same account read model, read first on its own network: the list kept for it is not the one for 999.
    expect(selectSendableTokens(before).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(selectSendableTokens({ ...before, network: after.network })).toEqual([])
  })

  it('behavior: the same list while the account read model and the network stay', () => {
    const s = state(connected(), balance('1'), tokens(token('USDC', { address: `eip155:1:${USDC}` })))
    const first = selectSendableTokens(s)
    expect(first).toHaveLength(2)
    expect(selectSendableTokens({ ...s, network: { ...s.network } })).toBe(first)
  })
})
