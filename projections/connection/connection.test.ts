import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { connectionProjection } from './connection.projection.js'
import {
  selectActiveNamespace,
  selectAnyConnected,
  selectConnectedAddress,
  selectConnection,
  selectNamespacesToDisconnect,
} from './connection.selectors.js'
import { networkProjection } from '../network/network.projection.js'

const address = '0x1111111111111111111111111111111111111111'
const connected = createEvent('Connected', {
  connectorId: 'injected',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address,
})
const restored = {
  type: 'SessionRestored' as const,
  data: { head: 2, snapshotSeq: null, storage: 'indexeddb' as const },
}

describe('connection projection', () => {
  it('default: every namespace reads as disconnected', () => {
    expect(selectConnection({ connection: connectionProjection.initial }, 'solana')).toEqual({
      status: 'disconnected',
      lastError: null,
    })
  })

  it('behavior (SPEC §4 "Connection status"): disconnected → connecting → connected', () => {
    const events = stampEvents([
      createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' }),
      connected,
    ])
    const connecting = runProjection(connectionProjection, events.slice(0, 1))
    expect(connecting.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: false })
    const state = runProjection(connectionProjection, events)
    expect(state.byNamespace.eip155).toEqual({
      status: 'connected',
      connectorId: 'injected',
      address,
      chainId: 'eip155:1',
      walletName: null,
    })
    expect(selectAnyConnected({ connection: state })).toBe(true)
  })

  it('behavior (SPEC §4): back to disconnected on disconnect, keeping the other namespaces', () => {
    const state = runProjection(
      connectionProjection,
      stampEvents([
        connected,
        createEvent('Connected', {
          connectorId: 'phantom',
          namespace: 'solana',
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          address: 'So1ana',
        }),
        createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
      ]),
    )
    expect(state.byNamespace.eip155?.status).toBe('disconnected')
    expect(state.byNamespace.solana?.status).toBe('connected')
  })

  it('behavior: AccountChanged moves a connected wallet to its new address; not a disconnected one', () => {
    const other = '0x2222222222222222222222222222222222222222'
    const state = runProjection(
      connectionProjection,
      stampEvents([connected, createEvent('AccountChanged', { namespace: 'eip155', address: other })]),
    )
    expect(state.byNamespace.eip155).toEqual({
      status: 'connected',
      connectorId: 'injected',
      address: other,
      chainId: 'eip155:1',
      walletName: null,
    })
    const after = runProjection(
      connectionProjection,
      stampEvents([
        connected,
        createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }),
        createEvent('AccountChanged', { namespace: 'eip155', address: other }),
      ]),
    )
    expect(after.byNamespace.eip155).toEqual({ status: 'disconnected', lastError: null })
  })

  it('behavior: a failed attempt is disconnected with the error and the wallet kept for the view (live or replayed)', () => {
    const error = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
    const state = runProjection(
      connectionProjection,
      stampEvents([createEvent('ConnectFailed', { connectorId: 'injected', namespace: 'eip155', error })]),
    )
    expect(state.byNamespace.eip155).toEqual({ status: 'disconnected', lastError: error, connectorId: 'injected' })
  })

  // The stored connection while it is re-synced: address and chain as stored.
  const resyncing = { status: 'connecting', connectorId: 'injected', restoring: true, address, chainId: 'eip155:1' }

  it('behavior (SPEC §4 "On load a stored connected status is shown as connecting while the connection is re-synced"): restore keeps address and chain', () => {
    const state = runProjection(connectionProjection, stampEvents([connected, restored]))
    expect(state.byNamespace.eip155).toEqual(resyncing)
    expect(selectAnyConnected({ connection: state })).toBe(false)
    // the re-sync answers with Connected
    expect(
      runProjection(connectionProjection, stampEvents([connected, restored, connected])).byNamespace.eip155?.status,
    ).toBe('connected')
  })

  it('behavior: a second reload during the re-sync keeps the restored connection (address and chain) re-syncing', () => {
    const state = runProjection(connectionProjection, stampEvents([connected, restored, restored]))
    expect(state.byNamespace.eip155).toEqual(resyncing)
  })

  it('behavior: a connect attempt cut off by a reload is over after restore', () => {
    const state = runProjection(
      connectionProjection,
      stampEvents([createEvent('ConnectRequested', { connectorId: 'x', namespace: 'eip155' }), restored]),
    )
    expect(state.byNamespace.eip155?.status).toBe('disconnected')
  })

  it('behavior: a connect asked for a network is connecting on that network; an account change for a namespace never connected changes nothing', () => {
    const requested = createEvent('ConnectRequested', { connectorId: 'x', namespace: 'eip155', chainId: 'eip155:10' })
    expect(runProjection(connectionProjection, stampEvents([requested])).byNamespace.eip155).toEqual({
      status: 'connecting',
      connectorId: 'x',
      restoring: false,
      address: null,
      chainId: 'eip155:10',
    })
    const stray = createEvent('AccountChanged', { namespace: 'solana', address: 'So1' })
    expect(runProjection(connectionProjection, stampEvents([connected, stray]))).toEqual({
      byNamespace: {
        eip155: { status: 'connected', connectorId: 'injected', address, chainId: 'eip155:1', walletName: null },
      },
    })
  })

  it('behavior: a failed attempt stays failed, with its error and wallet, across a reload', () => {
    const error = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
    const failed = createEvent('ConnectFailed', { connectorId: 'injected', namespace: 'eip155', error })
    expect(runProjection(connectionProjection, stampEvents([failed, restored])).byNamespace.eip155).toEqual({
      status: 'disconnected',
      lastError: error,
      connectorId: 'injected',
    })
  })
})

describe('SPEC §4 "Disconnect: of one namespace also disconnects other namespaces sharing the same wallet-connect or auth connector; without a namespace all chains disconnect"', () => {
  const sol = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
  const state = (evm: string, solana: string, bitcoin?: string) =>
    ({
      connection: runProjection(
        connectionProjection,
        stampEvents([
          createEvent('Connected', { connectorId: evm, namespace: 'eip155', chainId: 'eip155:1', address }),
          createEvent('Connected', { connectorId: solana, namespace: 'solana', chainId: sol, address: 'So1' }),
          ...(bitcoin ? [createEvent('ConnectRequested', { connectorId: bitcoin, namespace: 'bip122' })] : []),
        ]),
      ),
    }) as const

  it('behavior: a WalletConnect namespace takes down the others on the same WalletConnect connector', () => {
    expect(selectNamespacesToDisconnect(state('walletConnect', 'walletConnect'), 'eip155')).toEqual([
      'eip155',
      'solana',
    ])
  })

  it('behavior: the auth connector too', () => {
    expect(selectNamespacesToDisconnect(state('auth', 'auth'), 'solana')).toEqual(['eip155', 'solana'])
  })

  it('behavior: other connectors disconnect their own namespace only', () => {
    expect(selectNamespacesToDisconnect(state('io.metamask', 'io.metamask'), 'eip155')).toEqual(['eip155'])
    expect(selectNamespacesToDisconnect(state('walletConnect', 'phantom'), 'eip155')).toEqual(['eip155'])
  })

  it('behavior: without a namespace every namespace that is connected or connecting', () => {
    expect(selectNamespacesToDisconnect(state('io.metamask', 'phantom', 'xverse'))).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
    expect(selectNamespacesToDisconnect({ connection: connectionProjection.initial })).toEqual([])
  })

  it('property-like: the same array while the connection read model is unchanged', () => {
    const s = state('walletConnect', 'walletConnect')
    expect(selectNamespacesToDisconnect(s, 'eip155')).toBe(selectNamespacesToDisconnect({ ...s }, 'eip155'))
  })
})

describe('connection selectors: which account the modal shows', () => {
  const sol = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
  const connection = runProjection(
    connectionProjection,
    stampEvents([
      createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' }),
      createEvent('Connected', { connectorId: 'phantom', namespace: 'solana', chainId: sol, address: 'So1' }),
    ]),
  )

  it('behavior: any connected is true while one namespace is connected and another still connecting', () => {
    expect(selectAnyConnected({ connection })).toBe(true)
    expect(selectAnyConnected({ connection: connectionProjection.initial })).toBe(false)
  })

  it('behavior: the connected address is the first connected namespace’s, skipping one still connecting; none is null', () => {
    expect(selectConnectedAddress({ connection })).toBe('So1')
    expect(selectConnectedAddress({ connection: connectionProjection.initial })).toBeNull()
  })

  it('behavior: the active namespace is the active network’s, else the first not disconnected', () => {
    const network = networkProjection.initial
    expect(selectActiveNamespace({ network, connection })).toBe('eip155')
    expect(selectActiveNamespace({ network: { ...network, activeNamespace: 'solana' }, connection })).toBe('solana')
    expect(selectActiveNamespace({ network, connection: connectionProjection.initial })).toBeNull()
  })

  it('behavior: a disconnect of a namespace not connected takes down that namespace only', () => {
    const wc = runProjection(
      connectionProjection,
      stampEvents([
        createEvent('Connected', { connectorId: 'walletConnect', namespace: 'eip155', chainId: 'eip155:1', address }),
        createEvent('Connected', { connectorId: 'walletConnect', namespace: 'solana', chainId: sol, address: 'So1' }),
        createEvent('Disconnected', { namespace: 'solana', reason: 'user' }),
      ]),
    )
    expect(selectNamespacesToDisconnect({ connection: wc }, 'bip122')).toEqual(['bip122'])
    expect(selectNamespacesToDisconnect({ connection: wc }, 'solana')).toEqual(['solana'])
  })
})
