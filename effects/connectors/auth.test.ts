import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { adapterContext } from '../../test/helpers/fakeAdapter.js'
import { fakeFrame } from '../../test/helpers/fakeFrame.js'
import { authAdapter } from './auth.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USER = {
  email: 'a@example.com',
  address: A,
  chainId: 1,
  accounts: [{ address: A, type: 'eoa' }],
  userName: null,
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}
const TARGET = { connectorId: 'auth', namespace: 'eip155' as const }

const all = <T>(o: import('rxjs').Observable<T>) => firstValueFrom(o.pipe(toArray()))
const signedIn = {
  IS_CONNECTED: () => ({ isConnected: true }),
  GET_USER: () => USER,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
}

describe('authAdapter', () => {
  it('default: owns the auth connector for eip155 and solana only (SPEC §6)', async () => {
    const { state } = await adapterContext([])
    expect(authAdapter.owns(TARGET, state)).toBe(true)
    expect(authAdapter.owns({ connectorId: 'auth', namespace: 'bip122' }, state)).toBe(false)
    expect(authAdapter.owns({ connectorId: 'walletConnect', namespace: 'eip155' }, state)).toBe(false)
  })

  it('behavior: restore asks IS_CONNECTED then GET_USER and the smart account networks: AuthConnected, the connection, the accounts, then the user for the account', async () => {
    const frame = fakeFrame(signedIn)
    const ctx = await adapterContext([], { frameMessenger: frame.messenger })
    const steps = await all(authAdapter.restore({ ...TARGET, address: A, chainId: 'eip155:1' }, ctx))
    expect(frame.calls.map((c) => c.type)).toEqual(['IS_CONNECTED', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(steps.map((s) => (s.type === 'event' ? s.event.type : s.type))).toEqual([
      'AuthConnected',
      'connected',
      'AccountsListed',
      'AuthUserFetched',
    ])
    expect(steps[1]).toEqual({
      type: 'connected',
      connections: [{ namespace: 'eip155', chainId: 'eip155:1', address: A, walletName: 'a@example.com' }],
    })
  })

  it('error: restore with a frame that is not signed in reports nothing (a failed sync); a failing frame is AuthFailed (restore)', async () => {
    const out = fakeFrame({ IS_CONNECTED: () => ({ isConnected: false }) })
    expect(
      await all(
        authAdapter.restore(
          { ...TARGET, address: A, chainId: null },
          await adapterContext([], { frameMessenger: out.messenger }),
        ),
      ),
    ).toEqual([])
    const broken = fakeFrame({})
    const steps = await all(
      authAdapter.restore(
        { ...TARGET, address: A, chainId: null },
        await adapterContext([], { frameMessenger: broken.messenger }),
      ),
    )
    expect(steps).toMatchObject([
      {
        type: 'event',
        event: { type: 'AuthFailed', data: { step: 'restore', error: { shortMessage: 'An error occurred' } } },
      },
    ])
    expect(await all(authAdapter.restore({ ...TARGET, address: A, chainId: null }, await adapterContext([])))).toEqual(
      [],
    )
  })

  it('error: connect without a session in the frame is NotConnectedError (the logins are the frame’s own flows)', async () => {
    const ctx = await adapterContext([], {
      frameMessenger: fakeFrame({ IS_CONNECTED: () => ({ isConnected: false }) }).messenger,
    })
    await expect(all(authAdapter.connect(TARGET, ctx))).rejects.toMatchObject({ name: 'NotConnectedError' })
  })

  it('behavior: disconnect is SIGN_OUT; switch is SWITCH_NETWORK, on the chain the frame reports; solana cannot switch here', async () => {
    const frame = fakeFrame({ SIGN_OUT: () => ({}), SWITCH_NETWORK: () => ({ chainId: 8453 }) })
    const ctx = await adapterContext(
      [createEvent('Connected', { connectorId: 'auth', namespace: 'eip155', chainId: 'eip155:1', address: A })],
      { frameMessenger: frame.messenger },
    )
    await all(authAdapter.disconnect(TARGET, ctx))
    expect(await all(authAdapter.switchNetwork({ ...TARGET, chainId: 'eip155:8453' }, ctx))).toEqual(['eip155:8453'])
    expect(frame.calls).toEqual([
      { type: 'SIGN_OUT', payload: {} },
      { type: 'SWITCH_NETWORK', payload: { chainId: 8453 } },
    ])
    await expect(
      all(
        authAdapter.switchNetwork(
          { connectorId: 'auth', namespace: 'solana', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
          ctx,
        ),
      ),
    ).rejects.toMatchObject({ name: 'NetworkNotFoundError' })
  })

  it('behavior: request is the frame’s RPC_REQUEST with the numeric chain id; its result is the answer', async () => {
    const frame = fakeFrame({ RPC_REQUEST: (p) => ({ result: `signed:${String(p.method)}` }) })
    const ctx = await adapterContext([], { frameMessenger: frame.messenger })
    const answer = await all(
      authAdapter.request(
        { ...TARGET, chainId: 'eip155:1', address: A, method: 'personal_sign', params: ['0x68', A] },
        ctx,
      ),
    )
    expect(answer).toEqual(['signed:personal_sign'])
    expect(frame.calls).toEqual([
      { type: 'RPC_REQUEST', payload: { chainId: 1, method: 'personal_sign', params: ['0x68', A] } },
    ])
  })
})
