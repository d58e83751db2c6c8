// The embedded wallet's Solana account (SPEC §6: the auth connector serves eip155 and solana): a
// frame user with a Solana account connects both namespaces (eip155 stays the active one), an app
// without that Solana chain gets eip155 only, a reload re-syncs both, and a solana request goes
// through the modal's approval (unsafe) to the frame's RPC_REQUEST on the Solana chain, its errors typed.
import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { ethereumNetwork } from '../../src/domain/networks.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import type { FrameMessenger } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { adapterContext } from '../../test/helpers/fakeAdapter.js'
import { fakeFrame, type FrameHandler, FRAME_ADDRESS, frameUser } from '../../test/helpers/fakeFrame.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { requestWallet } from '../connection/requestWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { authAdapter } from '../connectors/auth.js'
import { announceAuthConnector } from './announceAuthConnector.js'
import { FrameError } from './errors.js'
import { loginWithEmail, submitOtp } from './index.js'

const ADDRESS = FRAME_ADDRESS
const SOL_ADDRESS = 'EdqM52SpXCn5c1uozuvuH5o9Tcr41kYeCWz4Ymu6ngbt'
const SOL_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const USER = { ...frameUser(), solana: { address: SOL_ADDRESS, chainId: SOL_DEVNET } }

const effects = {
  announceAuthConnector,
  loginWithEmail,
  submitOtp,
  restoreWallet: restoreWallet([authAdapter]),
  switchNetwork: switchNetwork([authAdapter]),
  requestWallet: requestWallet([authAdapter]),
  disconnectWallet: disconnectWallet([authAdapter]),
}

const handlers = (user: Record<string, unknown> = USER): Record<string, FrameHandler> => ({
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  CONNECT_OTP: () => ({}),
  GET_USER: () => user,
  SIGN_OUT: () => ({}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
  IS_CONNECTED: () => ({ isConnected: true }),
  RPC_REQUEST: (p) => {
    if (p.method === 'solana_signMessage') return { result: { signature: 'sig58' } }
    if (p.method === 'solana_signAndSendTransaction') throw new FrameError('User rejected the request.', { code: 4001 })
    throw new FrameError('The wallet does not support the method.', { code: 4200 })
  },
})

async function setup(
  messenger: FrameMessenger,
  options: { db?: ReturnType<typeof createTestGatehouse>['db']; networks?: (typeof ethereumNetwork)[] } = {},
) {
  const g = createTestGatehouse({
    effects,
    deps: { frameMessenger: messenger, ...(options.networks ? { networks: options.networks } : {}) },
    ...(options.db ? { db: options.db } : {}),
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await settle()
  return { g, seen }
}

async function emailLogin(g: Awaited<ReturnType<typeof setup>>['g']) {
  g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
  await settle()
  g.emit(createEvent('OtpSubmitted', { ticket: g.secrets!.put('123456') }))
  await settle()
}

describe('auth connector: the user’s Solana account', () => {
  it('behavior: an email login connects eip155 and solana through the auth connector; eip155 stays active; the Solana account lists the user', async () => {
    const { g, seen } = await setup(fakeFrame(handlers()).messenger)
    await emailLogin(g)
    const state = g.getState()
    expect(state.connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      address: ADDRESS,
    })
    expect(state.connection.byNamespace.solana).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      address: SOL_ADDRESS,
      chainId: SOL_DEVNET,
      walletName: 'a@example.com',
    })
    expect(state.network.activeNamespace).toBe('eip155')
    expect(state.account.byNamespace.solana).toMatchObject({
      allAccounts: [{ namespace: 'solana', address: SOL_ADDRESS, type: 'eoa' }],
      user: { email: 'a@example.com' },
    })
    expect(seen.filter((e) => e.type === 'Connected').map((e) => (e.data as { namespace: string }).namespace)).toEqual([
      'solana',
      'eip155',
    ])
    await g.dispose()
  })

  it('behavior: an app without the frame’s Solana chain (EVM networks only), or a frame without Solana, connects eip155 only', async () => {
    const evmApp = await setup(fakeFrame(handlers()).messenger, { networks: [ethereumNetwork] })
    await emailLogin(evmApp.g)
    expect(evmApp.g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected' })
    expect(evmApp.g.getState().connection.byNamespace.solana).toBeUndefined()
    expect(evmApp.seen.map((e) => e.type)).not.toContain('NetworkUnsupported')
    await evmApp.g.dispose()
    const { solana: _, ...evmUser } = USER
    const evmFrame = await setup(fakeFrame(handlers(evmUser)).messenger)
    await emailLogin(evmFrame.g)
    expect(evmFrame.g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected' })
    expect(evmFrame.g.getState().connection.byNamespace.solana).toBeUndefined()
    await evmFrame.g.dispose()
  })

  it('error: a frame user whose Solana account is not a Solana address fails the login with a typed error', async () => {
    const { g } = await setup(
      fakeFrame(handlers({ ...USER, solana: { address: '0xabc', chainId: SOL_DEVNET } })).messenger,
    )
    await emailLogin(g)
    expect(g.getState().connection.byNamespace.solana).toBeUndefined()
    expect(g.getState().auth.error).toMatchObject({ name: 'InvalidAddressError' })
    await g.dispose()
  })

  it('behavior: a reload re-syncs both connections (eip155 still active)', async () => {
    const frame = fakeFrame(handlers())
    const first = await setup(frame.messenger)
    await emailLogin(first.g)
    await first.g.dispose()
    const again = await setup(frame.messenger, { db: first.g.db })
    await settle(40)
    const state = again.g.getState()
    expect(state.connection.byNamespace.solana).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
    expect(state.connection.byNamespace.eip155).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(state.network.activeNamespace).toBe('eip155')
    expect(again.seen.map((e) => e.type)).not.toContain('Disconnected')
    await again.g.dispose()
  })

  it('behavior: disconnecting the Solana connection signs out of the frame once and takes eip155 down with it (one connector)', async () => {
    const frame = fakeFrame(handlers())
    const { g } = await setup(frame.messenger)
    await emailLogin(g)
    g.emit(createEvent('DisconnectRequested', { namespace: 'solana' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await settle()
    expect(g.getState().connection.byNamespace.solana?.status).toBe('disconnected')
    expect(g.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    expect(frame.calls.filter((c) => c.type === 'SIGN_OUT')).toHaveLength(1)
    await g.dispose()
  })

  it('behavior: solana_signMessage waits for ApproveTransaction (unsafe, SPEC §6), then reaches the frame on the Solana chain; its answer is the result', async () => {
    const frame = fakeFrame(handlers())
    const { g, seen } = await setup(frame.messenger)
    await emailLogin(g)
    const params = { message: '2NEpo7TZRRrLZSi2U', pubkey: SOL_ADDRESS }
    g.emit(
      createEvent('TxQueued', {
        requestId: 'r1',
        chainId: SOL_DEVNET,
        namespace: 'solana',
        method: 'solana_signMessage',
        params,
      }),
    )
    await settle()
    expect(frame.calls.map((c) => c.type)).not.toContain('RPC_REQUEST')
    g.emit(createEvent('TxApproved', { requestId: 'r1' }))
    await settle()
    expect(frame.calls.at(-1)).toEqual({
      type: 'RPC_REQUEST',
      payload: { chainId: SOL_DEVNET, method: 'solana_signMessage', params },
    })
    expect(seen.find((e) => e.type === 'TxSucceeded')?.data).toEqual({
      requestId: 'r1',
      result: { signature: 'sig58' },
    })
    // Declined in the frame: the app gets the typed 4001.
    g.emit(
      createEvent('TxQueued', {
        requestId: 'r2',
        chainId: SOL_DEVNET,
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQID' },
      }),
    )
    g.emit(createEvent('TxApproved', { requestId: 'r2' }))
    await settle()
    expect(seen.find((e) => e.type === 'TxFailed')?.data).toMatchObject({
      requestId: 'r2',
      error: { name: 'UserRejectedRequestError', code: 4001 },
    })
    await g.dispose()
  })
})

describe('authAdapter on solana', () => {
  const all = <T>(o: import('rxjs').Observable<T>) => firstValueFrom(o.pipe(toArray()))
  const SOLANA = { connectorId: 'auth', namespace: 'solana' as const }

  it('behavior: connect for solana reports both connections, solana last (the namespace asked for becomes active)', async () => {
    const ctx = await adapterContext([], { frameMessenger: fakeFrame(handlers()).messenger })
    const steps = await all(authAdapter.connect(SOLANA, ctx))
    expect(steps.find((s) => s.type === 'connected')).toEqual({
      type: 'connected',
      connections: [
        { namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS, walletName: 'a@example.com' },
        { namespace: 'solana', chainId: SOL_DEVNET, address: SOL_ADDRESS, walletName: 'a@example.com' },
      ],
    })
  })

  it('behavior: requests on the Solana chain go to the frame with its CAIP-2 id; frame errors are typed; other chains are UnsupportedChainError', async () => {
    const frame = fakeFrame(handlers())
    const ctx = await adapterContext([], { frameMessenger: frame.messenger })
    const request = { ...SOLANA, chainId: SOL_DEVNET, address: SOL_ADDRESS } as const
    expect(
      await all(authAdapter.request({ ...request, method: 'solana_signMessage', params: { message: 'x' } }, ctx)),
    ).toEqual([{ signature: 'sig58' }])
    expect(frame.calls.at(-1)?.payload).toEqual({
      chainId: SOL_DEVNET,
      method: 'solana_signMessage',
      params: { message: 'x' },
    })
    await expect(all(authAdapter.request({ ...request, method: 'solana_signTransaction' }, ctx))).rejects.toMatchObject(
      {
        code: 4200,
      },
    )
    await expect(
      all(authAdapter.request({ ...request, chainId: 'bip122:000000000933ea01ad0ee984209779ba', method: 'x' }, ctx)),
    ).rejects.toMatchObject({ name: 'UnsupportedChainError' })
  })

  it('behavior: a switch to the Solana chain the account is on is a no-op; another Solana chain is NetworkNotFoundError', async () => {
    const ctx = await adapterContext(
      [
        createEvent('Connected', {
          connectorId: 'auth',
          namespace: 'solana',
          chainId: SOL_DEVNET,
          address: SOL_ADDRESS,
        }),
      ],
      { frameMessenger: fakeFrame({}).messenger },
    )
    expect(await all(authAdapter.switchNetwork({ ...SOLANA, chainId: SOL_DEVNET }, ctx))).toEqual([SOL_DEVNET])
    await expect(
      all(authAdapter.switchNetwork({ ...SOLANA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, ctx)),
    ).rejects.toMatchObject({ name: 'NetworkNotFoundError' })
  })
})
