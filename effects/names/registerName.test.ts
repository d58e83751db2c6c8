import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent, ofType } from '../../src/events/index.js'
import { effectHarness, fakeApi, services, settle } from '../../test/helpers/fakeServices.js'
import { coinTypeOf, registerName } from './registerName.js'

// anvil's fourth dev key (a public test key, never real funds).
const wallet = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
const connected = (chainId: 'eip155:1' | 'eip155:8453' = 'eip155:1') =>
  createEvent('Connected', { connectorId: 'io.metamask', namespace: 'eip155', chainId, address: wallet.address })

type Api = ReturnType<typeof fakeApi>

/** A Gatehouse running registerName over `api`; the test plays the wallet: it signs, or answers `refusal`. */
async function harness(api: Api | null, refusal?: { name: string; shortMessage: string; code?: number }) {
  const t = await effectHarness({ registerName }, services({ api }))
  t.g.events$.pipe(ofType('SignMessageRequested')).subscribe(async (e) => {
    const { requestId, message } = e.data
    t.g.emit(
      refusal
        ? createEvent('SignMessageFailed', { requestId, error: refusal })
        : createEvent('MessageSigned', { requestId, signature: await wallet.signMessage({ message }) }),
    )
  })
  return t
}

const registry = (answer?: () => unknown): Api =>
  fakeApi({
    registerName:
      answer ??
      ((call) => {
        const body = call.body as { message: string }
        return { name: (JSON.parse(body.message) as { name: string }).name }
      }),
  })

describe('registerName', () => {
  it('default: the wallet signs the registration message, the registry gets coin type, address, message and signature, the name becomes the profile name', async () => {
    const api = registry()
    const t = await harness(api)
    await t.emit(connected(), createEvent('NameRegisterRequested', { name: 'carol' }))
    await settle()
    expect(api.calls).toHaveLength(1)
    const { name, call } = api.calls[0]!
    expect(name).toBe('registerName')
    const body = call.body as { coin_type: number; address: string; message: string; signature: `0x${string}` }
    expect(body.coin_type).toBe(60)
    expect(body.address).toBe(wallet.address)
    expect(JSON.parse(body.message)).toEqual({
      name: 'carol.reown.id',
      attributes: {},
      timestamp: Date.UTC(2026, 0, 1) / 1000,
    })
    // The signature is the account's over exactly the text sent.
    expect(await verifyMessage({ address: wallet.address, message: body.message, signature: body.signature })).toBe(
      true,
    )
    expect(t.last('NameRegistered')?.data).toEqual({ name: 'carol.reown.id', address: wallet.address })
    expect(t.g.getState().account.byNamespace.eip155?.profileName).toBe('carol.reown.id')
    expect(t.g.getState().names.registration).toEqual({
      status: 'registered',
      name: 'carol.reown.id',
      address: wallet.address,
    })
    await t.g.dispose()
  })

  it('behavior: the configured suffix is the one registered under', async () => {
    const api = registry()
    const t = await harness(api)
    await t.emit(
      createEvent('NamesConfigured', { suffix: '.names.test' }),
      connected(),
      createEvent('NameRegisterRequested', { name: 'carol' }),
    )
    await settle()
    expect(JSON.parse((api.calls[0]!.call.body as { message: string }).message).name).toBe('carol.names.test')
    expect(t.last('NameRegistered')?.data).toMatchObject({ name: 'carol.names.test' })
    await t.g.dispose()
  })

  it('behavior (ENSIP-11): another EVM chain signs for coin type 0x80000000 | chainId', async () => {
    expect(coinTypeOf(1)).toBe(60)
    expect(coinTypeOf(8453)).toBe(2147492101)
    const api = registry()
    const t = await harness(api)
    await t.emit(connected('eip155:8453'), createEvent('NameRegisterRequested', { name: 'carol' }))
    await settle()
    expect((api.calls[0]!.call.body as { coin_type: number }).coin_type).toBe(0x80000000 + 8453)
    await t.g.dispose()
  })

  it('error (SPEC §5): a name against the rule fails without asking the wallet or the registry', async () => {
    const api = registry()
    const t = await harness(api)
    await t.emit(connected(), createEvent('NameRegisterRequested', { name: 'ab!' }))
    expect(t.seen.some((e) => e.type === 'SignMessageRequested')).toBe(false)
    expect(api.calls).toHaveLength(0)
    expect(t.last('NameRegisterFailed')?.data).toEqual({
      name: 'ab!',
      error: { name: 'CatalogueError', shortMessage: 'Use at least 4 letters, digits or hyphens' },
    })
    await t.g.dispose()
  })

  it('error: a taken name (the registry answers 409) is NameTakenError, and the profile name is not set', async () => {
    const api = registry(() => Promise.reject(new HttpRequestError(409)))
    const t = await harness(api)
    await t.emit(connected(), createEvent('NameRegisterRequested', { name: 'alice' }))
    await settle()
    expect(t.last('NameRegisterFailed')?.data).toEqual({
      name: 'alice',
      error: { name: 'NameTakenError', shortMessage: 'The name is already registered' },
    })
    expect(t.g.getState().account.byNamespace.eip155?.profileName).toBeNull()
    await t.g.dispose()
  })

  it('error: a declined signature is the wallet’s error, and nothing is sent to the registry', async () => {
    const api = registry()
    const declined = { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 }
    const t = await harness(api, declined)
    await t.emit(connected(), createEvent('NameRegisterRequested', { name: 'carol' }))
    await settle()
    expect(api.calls).toHaveLength(0)
    expect(t.last('NameRegisterFailed')?.data).toEqual({ name: 'carol', error: declined })
    await t.g.dispose()
  })

  it("error: no connected account is 'No ActiveCaipAddress found'; no data API is 'A URL is required'", async () => {
    const t = await harness(registry())
    await t.emit(createEvent('NameRegisterRequested', { name: 'carol' }))
    expect(t.last('NameRegisterFailed')?.data).toMatchObject({ error: { shortMessage: 'No ActiveCaipAddress found' } })
    await t.g.dispose()
    const u = await harness(null)
    await u.emit(connected(), createEvent('NameRegisterRequested', { name: 'carol' }))
    expect(u.last('NameRegisterFailed')?.data).toMatchObject({ error: { shortMessage: 'A URL is required' } })
    await u.g.dispose()
  })
})
