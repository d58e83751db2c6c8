import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { configProjection } from '../config/config.projection.js'
import { networkProjection } from '../network/network.projection.js'
import { connectionProjection } from './connection.projection.js'
import { selectActiveAccount } from './active.selectors.js'
import { selectActiveNamespace } from './connection.selectors.js'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1'
const connected = (namespace: 'eip155' | 'solana', chainId: `${string}:${string}`, address: string) =>
  createEvent('Connected', { connectorId: 'injected', namespace, chainId, address })
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
})
