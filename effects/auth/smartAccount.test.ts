// The embedded wallet's smart account (SPEC §3 default account type, §7 smart account calls) over a fake frame that
// keeps the user's preferred type as the devnet frame does: the sign-in lands on the counterfactual smart account,
// the Account view's switch moves to the EOA and back, a reload keeps the choice, and the first transaction deploys it.
import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import type { FrameMessenger } from '../../src/frame.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { fakeFrame, type FrameHandler } from '../../test/helpers/fakeFrame.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { FrameError } from './errors.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { authAdapter } from '../connectors/auth.js'
import { announceAuthConnector } from './index.js'
import { loginWithEmail, submitOtp } from './index.js'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A frame whose user owns OWNER and the smart account SMART on chain 1; it answers for the type it was last told. */
function smartFrame(options: { networks?: number[]; failSwitch?: boolean } = {}) {
  const frame = { type: 'eoa' as 'eoa' | 'smartAccount', deployed: false }
  const user = () => ({
    email: 'a@example.com',
    address: frame.type === 'smartAccount' ? SMART : OWNER,
    chainId: 1,
    accounts: [
      { address: OWNER, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    userName: null,
    smartAccountDeployed: frame.deployed,
    preferredAccountType: frame.type,
  })
  const handlers: Record<string, FrameHandler> = {
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => ({}),
    IS_CONNECTED: () => ({ isConnected: true }),
    GET_USER: user,
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: options.networks ?? [1, 8453] }),
    INIT_SMART_ACCOUNT: () => ({ address: SMART, isDeployed: frame.deployed }),
    SET_PREFERRED_ACCOUNT: (p) => {
      if (options.failSwitch) throw new FrameError('The frame could not switch accounts')
      frame.type = p.type as 'eoa' | 'smartAccount'
      return { type: frame.type, address: user().address }
    },
  }
  return { ...fakeFrame(handlers), frame }
}

const effects = { announceAuthConnector, loginWithEmail, submitOtp, restoreWallet: restoreWallet([authAdapter]) }

async function setup(messenger: FrameMessenger, db?: ReturnType<typeof createTestGatehouse>['db']) {
  const g = createTestGatehouse({ effects, deps: { frameMessenger: messenger }, ...(db ? { db } : {}) })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await settle()
  return { g, seen }
}

async function signIn(g: Awaited<ReturnType<typeof setup>>['g']) {
  g.emit(createEvent('EmailLoginRequested', { email: 'a@example.com' }))
  await settle()
  g.emit(createEvent('OtpSubmitted', { ticket: g.secrets!.put('123456') }))
  await settle(40)
}

describe('smart account (embedded wallet)', () => {
  it('default (SPEC §3: EVM smartAccount): the sign-in inits the smart account, asks the frame for it, and the account is its counterfactual address, listed with the EOA, not deployed', async () => {
    const { calls, messenger } = smartFrame()
    const { g } = await setup(messenger)
    await signIn(g)
    expect(calls.map((c) => c.type).slice(-4)).toEqual([
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
      'GET_USER',
    ])
    expect(calls.find((c) => c.type === 'SET_PREFERRED_ACCOUNT')?.payload).toEqual({ type: 'smartAccount' })
    const account = g.getState().account.byNamespace.eip155
    expect(account).toMatchObject({
      status: 'connected',
      address: SMART,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(account?.allAccounts.map((a) => [a.address, a.type])).toEqual([
      [OWNER, 'eoa'],
      [SMART, 'smartAccount'],
    ])
    await g.dispose()
  })

  it('behavior: a chain without smart accounts keeps the EOA the frame gave, with no init or preferred call', async () => {
    const { calls, messenger } = smartFrame({ networks: [8453] })
    const { g } = await setup(messenger)
    await signIn(g)
    expect(calls.map((c) => c.type)).not.toContain('INIT_SMART_ACCOUNT')
    expect(g.getState().account.byNamespace.eip155?.address).toBe(OWNER)
    await g.dispose()
  })

  it('behavior: the switch moves to the EOA (AccountChanged) and back; a reload restores the last choice from the log', async () => {
    const { calls, messenger, frame } = smartFrame()
    const first = await setup(messenger)
    await signIn(first.g)
    first.g.emit(createEvent('AccountTypeRequested', { namespace: 'eip155', type: 'eoa' }))
    await settle(40)
    expect(first.seen.map((e) => e.type)).toEqual(
      expect.arrayContaining(['AccountTypeSwitched', 'AccountChanged', 'AccountsListed', 'AuthUserFetched']),
    )
    expect(first.g.getState().account.byNamespace.eip155).toMatchObject({ address: OWNER, preferredAccountType: 'eoa' })
    expect(first.g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connected', address: OWNER })
    await first.g.dispose()

    // After the reload a fresh frame page would answer for its default again: the app asks for the stored choice.
    frame.type = 'smartAccount'
    const again = await setup(messenger, first.g.db)
    await settle(40)
    expect(calls.filter((c) => c.type === 'SET_PREFERRED_ACCOUNT').at(-1)?.payload).toEqual({ type: 'eoa' })
    expect(again.g.getState().account.byNamespace.eip155).toMatchObject({ status: 'connected', address: OWNER })

    again.g.emit(createEvent('AccountTypeRequested', { namespace: 'eip155', type: 'smartAccount' }))
    await settle(40)
    expect(again.g.getState().account.byNamespace.eip155).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
    })
    await again.g.dispose()
  })

  it('behavior: signed out, the choice is kept for the next sign-in without asking the frame', async () => {
    const { calls, messenger } = smartFrame()
    const { g } = await setup(messenger)
    g.emit(createEvent('AccountTypeRequested', { namespace: 'eip155', type: 'eoa' }))
    await settle()
    expect(calls).toEqual([])
    expect(g.getState().account.byNamespace.eip155?.preferredAccountType).toBe('eoa')
    await signIn(g)
    expect(calls.find((c) => c.type === 'SET_PREFERRED_ACCOUNT')?.payload).toEqual({ type: 'eoa' })
    expect(g.getState().account.byNamespace.eip155?.address).toBe(OWNER)
    await g.dispose()
  })

  it('error: a switch the frame refuses is AccountTypeSwitchFailed and its message; the account and its type stay', async () => {
    const { messenger } = smartFrame({ failSwitch: false })
    const { g, seen } = await setup(messenger)
    await signIn(g)
    const refusing = smartFrame({ failSwitch: true })
    // The same gatehouse, its frame now refusing: swap the handler in place.
    Object.assign(messenger, { call: refusing.messenger.call })
    g.emit(createEvent('AccountTypeRequested', { namespace: 'eip155', type: 'eoa' }))
    await settle(40)
    expect(seen.find((e) => e.type === 'AccountTypeSwitchFailed')?.data).toMatchObject({
      namespace: 'eip155',
      type: 'eoa',
      error: { name: 'FrameError', shortMessage: 'The frame could not switch accounts' },
    })
    expect(seen.find((e) => e.type === 'MessageRequested')?.data).toEqual({
      message: 'The frame could not switch accounts',
      variant: 'error',
    })
    expect(g.getState().account.byNamespace.eip155).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
    })
    await g.dispose()
  })

  it('behavior (SPEC §3 smartAccountDeployed): after a request succeeds, the frame says the account is deployed: SmartAccountDeployed; once deployed, no more asking', async () => {
    const { calls, messenger, frame } = smartFrame()
    const { g } = await setup(messenger)
    await signIn(g)
    frame.deployed = true
    g.emit(createEvent('TxSucceeded', { requestId: 'r1', result: '0x' + 'ab'.repeat(32) }))
    await settle(40)
    expect(g.getState().account.byNamespace.eip155?.smartAccountDeployed).toBe(true)
    const asked = calls.filter((c) => c.type === 'INIT_SMART_ACCOUNT').length
    g.emit(createEvent('TxSucceeded', { requestId: 'r2', result: '0x' + 'cd'.repeat(32) }))
    await settle(40)
    expect(calls.filter((c) => c.type === 'INIT_SMART_ACCOUNT')).toHaveLength(asked)
    await g.dispose()
  })
})
