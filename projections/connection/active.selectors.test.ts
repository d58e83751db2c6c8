import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { configProjection, DEFAULT_CONFIG } from '../config/config.projection.js'
import { networkProjection } from '../network/network.projection.js'
import { connectionProjection } from './connection.projection.js'
import { selectActiveAccount } from './active.selectors.js'
import { selectConnectedAccounts } from './accounts.selectors.js'
import { selectActiveNamespace } from './connection.selectors.js'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1'
const connected = (namespace: 'eip155' | 'solana', chainId: `${string}:${string}`, address: string) =>
  createEvent('Connected', { connectorId: 'injected', namespace, chainId, address })
const { options: _options, ...config } = DEFAULT_CONFIG
const state = (...inputs: EventInput[]) => {
  const events = stampEvents(inputs)
  return {
    connection: runProjection(connectionProjection, events),
    network: runProjection(networkProjection, events),
    config: runProjection(configProjection, events),
  }
}

describe('the active account', () => {
  it('default: none before a connection', () => {
    expect(selectActiveNamespace(state())).toBeNull()
    expect(selectActiveAccount(state())).toBeNull()
  })

  it('behavior: the connected account of the active namespace, on its active network', () => {
    const s = state(
      connected('eip155', 'eip155:1', EVM),
      connected('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOL),
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
    )
    expect(selectActiveNamespace(s)).toBe('eip155')
    expect(selectActiveAccount(s)).toEqual({
      namespace: 'eip155',
      address: EVM,
      chainId: 'eip155:8453',
      unsupported: false,
    })
  })

  it('behavior: a namespace still connecting is the one the modal shows, with no active account yet', () => {
    const s = state(createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'solana' }))
    expect(selectActiveNamespace(s)).toBe('solana')
    expect(selectActiveAccount(s)).toBeNull()
  })

  it("behavior: the 'unsupported' placeholder marks the account unsupported", () => {
    const s = state(connected('eip155', 'eip155:1', EVM), createEvent('NetworkUnsupported', { chainId: 'eip155:999' }))
    expect(selectActiveAccount(s)).toMatchObject({ chainId: 'eip155:999', unsupported: true })
  })
  it('behavior (SPEC §7): a network outside the ones the app requested marks the account unsupported; a requested one does not', () => {
    const requested = createEvent('Configured', {
      ...config,
      networks: { ...config.networks, requested: ['eip155:1'] },
    })
    const on = (chainId: `${string}:${string}`) =>
      selectActiveAccount(state(requested, connected('eip155', chainId, EVM)))
    expect(on('eip155:1')).toEqual({ namespace: 'eip155', address: EVM, chainId: 'eip155:1', unsupported: false })
    expect(on('eip155:8453')).toEqual({ namespace: 'eip155', address: EVM, chainId: 'eip155:8453', unsupported: true })
  })
})

describe("the Account view's connected accounts", () => {
  it('default: none before a connection, nor while one is under way', () => {
    expect(selectConnectedAccounts(state())).toEqual([])
    expect(
      selectConnectedAccounts(state(createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' }))),
    ).toEqual([])
  })

  it("behavior: one a connected namespace, in SPEC §3's namespace order whatever the connection order, each on its active network", () => {
    const s = state(
      connected('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOL),
      connected('eip155', 'eip155:1', EVM),
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
    )
    expect(s.connection.byNamespace.eip155).toMatchObject({ chainId: 'eip155:1' })
    expect(selectConnectedAccounts(s)).toEqual([
      { namespace: 'eip155', address: EVM, chainId: 'eip155:8453' },
      { namespace: 'solana', address: SOL, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ])
  })

  it('behavior: a disconnected namespace is not listed; the others stay', () => {
    const s = state(
      connected('eip155', 'eip155:1', EVM),
      connected('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOL),
      createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
    )
    expect(selectConnectedAccounts(s)).toEqual([
      { namespace: 'solana', address: SOL, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ])
  })
})
