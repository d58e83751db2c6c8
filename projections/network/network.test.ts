import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { networkProjection } from './network.projection.js'
import { selectActiveChainId } from './network.selectors.js'

describe('network projection', () => {
  it('default: no active network', () => {
    expect(selectActiveChainId({ network: networkProjection.initial })).toBeNull()
  })

  it('behavior (SPEC §4 "Switching the active network sets the namespace"): NetworkSwitched sets chain and namespace', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([createEvent('NetworkSwitched', { chainId: 'eip155:8453' }), createEvent('NetworkSwitched', { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })]),
    )
    expect(state.activeNamespace).toBe('solana')
    expect(state.byNamespace.eip155?.chainId).toBe('eip155:8453')
    expect(selectActiveChainId({ network: state })).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('behavior: connecting makes the connected chain active', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:42161', address: '0xabc' })]),
    )
    expect(selectActiveChainId({ network: state })).toBe('eip155:42161')
  })
})
