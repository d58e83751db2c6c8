import { BehaviorSubject, firstValueFrom, of, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GatehouseState } from '../../projections/index.js'
import type { Deps } from '../../src/deps.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { FrameError } from './errors.js'
import { watchSmartAccountDeployment } from './watchSmartAccountDeployment.js'

const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TX = { ...createEvent('TxSucceeded', { requestId: 'r1', result: '0x' + 'ab'.repeat(32) }), id: 'tx-1' } as Stamped

// Only what the effect reads of the state: the eip155 account.
const account = (over: Record<string, unknown> = {}) =>
  ({
    account: {
      byNamespace: {
        eip155: {
          status: 'connected',
          connectorId: 'auth',
          smartAccountDeployed: false,
          address: SMART,
          chainId: 'eip155:1',
          allAccounts: [
            { address: EOA, type: 'eoa' },
            { address: SMART.toLowerCase(), type: 'smartAccount' },
          ],
          ...over,
        },
      },
    },
  }) as unknown as GatehouseState

async function run(state: GatehouseState, answer: () => unknown, frame = true) {
  const calls: string[] = []
  const deps = (frame
    ? {
        frameMessenger: {
          call: async (type: string) => (calls.push(type), answer()),
          openPopup: () => null,
        },
      }
    : {}) as unknown as Deps
  const out = await firstValueFrom(
    watchSmartAccountDeployment(of(TX), new BehaviorSubject(state), deps).pipe(toArray()),
  )
  return { calls, out }
}

const deployed = () => ({ address: SMART.toLowerCase(), isDeployed: true })

describe('watchSmartAccountDeployment', () => {
  it('behavior: a request answered for the undeployed embedded smart account asks INIT_SMART_ACCOUNT; deployed → SmartAccountDeployed', async () => {
    const { calls, out } = await run(account(), deployed)
    expect(calls).toEqual(['INIT_SMART_ACCOUNT'])
    expect(out).toEqual([
      expect.objectContaining({
        type: 'SmartAccountDeployed',
        data: { chainId: 'eip155:1', address: SMART },
        causationId: 'tx-1',
      }),
    ])
  })

  it.each([
    ['no eip155 account', { account: { byNamespace: {} } } as unknown as GatehouseState],
    ['not connected', account({ status: 'disconnected' })],
    ['another connector', account({ connectorId: 'injected' })],
    ['already deployed', account({ smartAccountDeployed: true })],
    ['the EOA is the active account', account({ address: EOA })],
    ['no active address', account({ address: undefined })],
    ['the active address listed as an EOA only', account({ allAccounts: [{ address: SMART, type: 'eoa' }] })],
  ])('behavior: %s → the frame is not asked', async (_, state) => {
    const { calls, out } = await run(state, deployed)
    expect(calls).toEqual([])
    expect(out).toEqual([])
  })

  it('behavior: not yet deployed, or deployed at another address → nothing', async () => {
    expect((await run(account(), () => ({ address: SMART, isDeployed: false }))).out).toEqual([])
    expect((await run(account(), () => ({ address: EOA, isDeployed: true }))).out).toEqual([])
  })

  it('error: a failed ask → EffectFailed (continued) caused by the request', async () => {
    const { out } = await run(account(), () => {
      throw new FrameError('Nope')
    })
    expect(out).toEqual([
      expect.objectContaining({
        type: 'EffectFailed',
        data: {
          effect: 'watchSmartAccountDeployment',
          error: { name: 'FrameError', shortMessage: 'Nope' },
          outcome: 'continued',
        },
        causationId: 'tx-1',
      }),
    ])
  })

  it('default: without a frame the effect idles', async () => {
    expect((await run(account(), deployed, false)).out).toEqual([])
  })
})
