import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { DEFAULT_CONFIG, type ConfigState } from '../config/config.projection.js'
import { connectionProjection } from '../connection/connection.projection.js'
import { networkProjection } from './network.projection.js'
import {
  selectActiveChainId,
  selectActiveNetwork,
  selectActiveNetworkSupported,
  selectShowUnsupportedChain,
} from './network.selectors.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('network projection', () => {
  it('default: no active network', () => {
    expect(selectActiveChainId({ network: networkProjection.initial })).toBeNull()
  })

  it('behavior (SPEC §4 "Switching the active network sets the namespace"): NetworkSwitched sets chain and namespace', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([
        createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
        createEvent('NetworkSwitched', { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
      ]),
    )
    expect(state.activeNamespace).toBe('solana')
    expect(state.byNamespace.eip155?.chainId).toBe('eip155:8453')
    expect(selectActiveChainId({ network: state })).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('behavior: a failed switch is kept to be shown where it was asked; a new request, a switch, a reload, connecting or disconnecting clears it', () => {
    const error = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
    const failed = runProjection(
      networkProjection,
      stampEvents([
        createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }),
        createEvent('NetworkSwitchFailed', { chainId: 'eip155:8453', error }),
      ]),
    )
    expect(failed.switchFailure).toEqual({ chainId: 'eip155:8453', error })
    for (const next of [
      createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }),
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
      createEvent('SessionRestored', { head: 2, snapshotSeq: null, storage: 'memory' }),
      createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: EVM }),
      createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
    ]) {
      expect(runProjection(networkProjection, stampEvents([next]), failed).switchFailure).toBeNull()
    }
  })

  it('behavior: connecting makes the connected chain active', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([
        createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:42161', address: '0xabc' }),
      ]),
    )
    expect(selectActiveChainId({ network: state })).toBe('eip155:42161')
  })

  it('behavior (SPEC §4 "Reset … clears"): a disconnect takes the network of its namespace with it; the last one gone, no network is active', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([
        createEvent('Connected', {
          connectorId: 'walletConnect',
          namespace: 'eip155',
          chainId: 'eip155:31337',
          address: EVM,
        }),
        createEvent('NetworkUnsupported', { chainId: 'eip155:31337' }),
        createEvent('NetworkSwitchFailed', {
          chainId: 'eip155:1',
          error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
        }),
        createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }),
      ]),
    )
    expect(state).toEqual(networkProjection.initial)
    expect(selectActiveNetwork({ network: state })).toBeNull()
  })

  it('behavior: a disconnect of one namespace leaves the other its network, and makes it active', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([
        createEvent('Connected', {
          connectorId: 'phantom',
          namespace: 'solana',
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          address: 'So11111111111111111111111111111111111111112',
        }),
        createEvent('Connected', {
          connectorId: 'io.metamask',
          namespace: 'eip155',
          chainId: 'eip155:8453',
          address: EVM,
        }),
        createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
      ]),
    )
    expect(state.byNamespace.eip155).toBeUndefined()
    expect(selectActiveChainId({ network: state })).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('behavior (SPEC §4 "Unsupported network: the active network switches to an \'unsupported\' placeholder"): and a later switch leaves it', () => {
    const state = runProjection(
      networkProjection,
      stampEvents([
        createEvent('NetworkSwitched', { chainId: 'eip155:1' }),
        createEvent('NetworkUnsupported', { chainId: 'eip155:777' }),
      ]),
    )
    expect(selectActiveNetwork({ network: state })).toEqual({ chainId: 'eip155:777', unsupported: true })
    expect(selectActiveNetworkSupported({ network: state, config: DEFAULT_CONFIG })).toBe(false)
    const back = runProjection(
      networkProjection,
      stampEvents([createEvent('NetworkSwitched', { chainId: 'eip155:1' })]),
      state,
    )
    expect(selectActiveNetwork({ network: back })).toEqual({ chainId: 'eip155:1' })
  })
})

describe('SPEC §2 "UnsupportedChain opens when the active network is not among the requested ones, network switching is enabled, unsupported chains are not allowed and the connection is not the basic wallet-connect kind"', () => {
  const config = (
    networks: Partial<ConfigState['networks']>,
    adapters: ConfigState['adapters'] = ['eip155'],
  ): ConfigState => ({
    ...DEFAULT_CONFIG,
    networks: { ...DEFAULT_CONFIG.networks, requested: ['eip155:1'], ...networks },
    adapters,
  })
  const state = (chainId: `${string}:${string}`, connectorId: string, cfg: ConfigState, extra: EventInput[] = []) => {
    const events = stampEvents([
      createEvent('Connected', { connectorId, namespace: 'eip155', chainId, address: EVM }),
      ...extra,
    ])
    return {
      network: runProjection(networkProjection, events),
      connection: runProjection(connectionProjection, events),
      config: cfg,
    }
  }

  it.each([
    // [active chain, switching, allowUnsupported, basic WC, expected]
    ['eip155:10', true, false, false, true],
    ['eip155:1', true, false, false, false],
    ['eip155:10', false, false, false, false],
    ['eip155:10', true, true, false, false],
    ['eip155:10', true, false, true, false],
  ] as const)(
    'given the active network %s, switching %s, unsupported allowed %s, basic WalletConnect %s: shows %s',
    (chainId, switching, allow, basic, expected) => {
      const s = state(
        chainId,
        basic ? 'walletConnect' : 'io.metamask',
        config({ enableNetworkSwitch: switching, allowUnsupportedChain: allow }, basic ? [] : ['eip155']),
      )
      expect(selectShowUnsupportedChain(s)).toBe(expected)
    },
  )

  it('behavior: WalletConnect with adapters configured is not the basic kind', () => {
    expect(selectShowUnsupportedChain(state('eip155:10', 'walletConnect', config({})))).toBe(true)
  })

  it("behavior: the 'unsupported' placeholder is never among the requested networks, even when the app requested every network", () => {
    const s = state('eip155:1', 'io.metamask', { ...DEFAULT_CONFIG }, [
      createEvent('NetworkUnsupported', { chainId: 'eip155:777' }),
    ])
    expect(selectShowUnsupportedChain(s)).toBe(true)
    expect(selectShowUnsupportedChain(state('eip155:777', 'io.metamask', { ...DEFAULT_CONFIG }))).toBe(false)
  })

  it('behavior: no active network, nothing to show', () => {
    expect(
      selectShowUnsupportedChain({
        network: networkProjection.initial,
        connection: connectionProjection.initial,
        config: config({}),
      }),
    ).toBe(false)
  })
})
