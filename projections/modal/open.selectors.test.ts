import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { DEFAULT_CONFIG } from '../config/config.projection.js'
import { defaultProjections, type GatehouseState } from '../index.js'
import { selectViewOnOpen } from './open.selectors.js'

// Every default read model folded over the same events, as the store holds them.
const state = (...inputs: EventInput[]) => {
  const events = stampEvents(inputs)
  return Object.fromEntries(
    defaultProjections.map((p) => [p.name, runProjection(p as never, events)]),
  ) as unknown as GatehouseState
}
const connected = (namespace: 'eip155' | 'solana', chainId: `${string}:${string}`, address: string) =>
  createEvent('Connected', { connectorId: 'injected', namespace, chainId, address })
const EVM = connected('eip155', 'eip155:1', '0x1111111111111111111111111111111111111111')
const SOL = connected(
  'solana',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
)
const restored = {
  type: 'SessionRestored' as const,
  data: { head: 1, snapshotSeq: null, storage: 'indexeddb' as const },
}
const { options: _options, ...config } = DEFAULT_CONFIG
const noAdapters = createEvent('Configured', { ...config, adapters: [] })

describe('selectViewOnOpen', () => {
  it('default (SPEC §2): with adapters and no address, opening shows Connect, on mobile too', () => {
    expect(selectViewOnOpen(state())).toBe('Connect')
    expect(selectViewOnOpen(state(), { mobile: true })).toBe('Connect')
  })

  it('behavior (SPEC §2): a requested view wins over Account and Connect', () => {
    expect(selectViewOnOpen(state(EVM), { view: 'UnsupportedChain' })).toBe('UnsupportedChain')
    expect(selectViewOnOpen(state(), { view: 'AllWallets' })).toBe('AllWallets')
  })

  it('behavior (SPEC §2): a connected address opens Account, with or without adapters', () => {
    expect(selectViewOnOpen(state(EVM))).toBe('Account')
    expect(selectViewOnOpen(state(noAdapters, SOL), { mobile: true })).toBe('Account')
  })

  it('behavior (SPEC §4): a connection restored with its address and still re-synced opens Account, not Connect', () => {
    const s = state(EVM, restored)
    expect(s.connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    expect(selectViewOnOpen(s)).toBe('Account')
    // One namespace re-synced is enough: another one disconnected beside it does not matter.
    const beside = state(SOL, createEvent('Disconnected', { namespace: 'solana', reason: 'user' }), EVM, restored)
    expect(beside.connection.byNamespace.solana).toMatchObject({ status: 'disconnected' })
    expect(selectViewOnOpen(beside)).toBe('Account')
  })

  it('behavior: a connect under way (no address yet) or a failed one opens Connect', () => {
    const requested = createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' })
    expect(selectViewOnOpen(state(requested))).toBe('Connect')
    expect(selectViewOnOpen(state(EVM, createEvent('Disconnected', { namespace: 'eip155', reason: 'user' })))).toBe(
      'Connect',
    )
  })

  it('behavior (SPEC §2): with no adapters and no address, AllWallets on mobile and ConnectingWalletConnectBasic elsewhere', () => {
    expect(selectViewOnOpen(state(noAdapters), { mobile: true })).toBe('AllWallets')
    expect(selectViewOnOpen(state(noAdapters), { mobile: false })).toBe('ConnectingWalletConnectBasic')
    expect(selectViewOnOpen(state(noAdapters))).toBe('ConnectingWalletConnectBasic')
  })
})
