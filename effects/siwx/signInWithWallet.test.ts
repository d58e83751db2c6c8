import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { buildSiwxMessage } from '../../src/domain/siwxMessage.js'
import type { SiwxSession, SiwxSessionData, SiwxStorage } from '../../src/domain/siwxConfig.js'
import { createEvent, ofType, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { signInWithWallet } from './signInWithWallet.js'

// anvil's first dev key (a public test key, never real funds).
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const PAGE = { domain: 'app.example', uri: 'https://app.example' }

// The page is app.example: the prepared message, as prepareSiwxMessage would make it for the page and account.
const full: SiwxSessionData = {
  accountAddress: wallet.address,
  chainId: 'eip155:1',
  ...PAGE,
  version: '1',
  nonce: 'abcdefgh1234',
  issuedAt: '2026-01-01T00:00:00.000Z',
}
const messageOf = (data: SiwxSessionData) => {
  const built = buildSiwxMessage(data)
  if (!built.ok) throw new Error(built.error.details)
  return built.value
}
const message = () => messageOf(full)

/** Connected and the message prepared; `answer` plays the wallet for each SignMessageRequested. */
async function page(options: {
  answer: 'sign' | 'reject' | 'silent' | 'unsupported'
  required?: boolean
  /** The connected account is listed as a smart account (the embedded wallet's). */
  smartAccount?: boolean
  storage?: Partial<SiwxStorage>
  data?: Partial<SiwxSessionData>
}) {
  const storage: SiwxStorage | undefined = options.storage && {
    getSessions: () => Promise.resolve([]),
    addSession: () => Promise.resolve(),
    setSessions: () => Promise.resolve(),
    revokeSession: () => Promise.resolve(),
    ...options.storage,
  }
  const g = createTestGatehouse({
    siwx: { enabled: true, required: options.required ?? false, ...PAGE, ...(storage ? { storage } : {}) },
    effects: { signInWithWallet },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  g.events$.pipe(ofType('SignMessageRequested')).subscribe(async (e) => {
    if (options.answer === 'silent') return
    g.emit(
      options.answer === 'sign'
        ? createEvent('MessageSigned', {
            requestId: e.data.requestId,
            signature: await wallet.signMessage({ message: e.data.message }),
          })
        : createEvent('SignMessageFailed', {
            requestId: e.data.requestId,
            error:
              options.answer === 'unsupported'
                ? { name: 'FrameError', shortMessage: 'The smart account cannot sign messages', code: 4200 }
                : { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
          }),
    )
  })
  g.emit(
    createEvent('Connected', {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: wallet.address,
    }),
  )
  if (options.smartAccount)
    g.emit(
      createEvent('AccountsListed', {
        namespace: 'eip155',
        accounts: [{ address: wallet.address, type: 'smartAccount' }],
      }),
    )
  g.emit(createEvent('ModalOpened', { view: 'SIWXSignMessage' }))
  const data = { ...full, ...options.data }
  g.emit(createEvent('SiwxMessagePrepared', { namespace: 'eip155', message: messageOf(data), data }))
  const after = (type: string) => seen.slice(seen.findIndex((e) => e.type === type))
  return { g, seen, after }
}

// The test plays the wallet, signing whatever it is asked to.
async function signIn(data: Partial<SiwxSessionData>) {
  const { g, seen } = await page({ answer: 'sign', data })
  g.emit(createEvent('SiwxSignRequested', {}))
  await vi.waitFor(() => expect(seen.some((e) => e.type === 'SiwxSigned' || e.type === 'SiwxSignFailed')).toBe(true), {
    timeout: 10_000,
  })
  const result = seen.find((e) => e.type === 'SiwxSigned' || e.type === 'SiwxSignFailed')
  await g.dispose()
  return result
}

describe('signInWithWallet: what the signature is checked against', () => {
  it('default: a message for the page’s own domain and URI, signed by the account, is a session', async () => {
    expect(await signIn({})).toMatchObject({
      type: 'SiwxSigned',
      data: { session: { data: { domain: 'app.example', uri: 'https://app.example' } } },
    })
  })

  it('error: a prepared message for another domain is refused, though it is well signed (the domain is the page’s, not the event’s)', async () => {
    const result = await signIn({ domain: 'evil.example' })
    expect(result).toMatchObject({
      type: 'SiwxSignFailed',
      data: { error: { shortMessage: 'The signature does not match the sign-in message' } },
    })
  })

  it('error: a prepared message for another URI is refused (the URI is compared)', async () => {
    const result = await signIn({ uri: 'https://evil.example/login' })
    expect(result).toMatchObject({
      type: 'SiwxSignFailed',
      data: { error: { shortMessage: 'The signature does not match the sign-in message' } },
    })
  })
})

describe('signInWithWallet: the flow around the signature', () => {
  it('behavior: Sign asks the wallet of the active namespace for the prepared message, stores the verified session in the app’s storage, then SiwxSigned and the modal closes', async () => {
    const added: SiwxSession[] = []
    const { g, seen, after } = await page({ answer: 'sign', storage: { addSession: async (s) => void added.push(s) } })
    g.emit(createEvent('SiwxSignRequested', {}))
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toContain('SiwxSigned'), { timeout: 10_000 })
    expect(after('SignMessageRequested')[0]).toMatchObject({
      data: { namespace: 'eip155', address: wallet.address, chainId: 'eip155:1', message: message() },
    })
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({
      message: message(),
      data: { accountAddress: wallet.address, nonce: 'abcdefgh1234' },
    })
    expect(after('SiwxSigned').map((e) => e.type)).toEqual(['SiwxSigned', 'ModalCloseRequested'])
    await g.dispose()
  })

  it('error: rejected in the wallet → SiwxSignFailed, SPEC §8 "Signature declined", then Connect; SIWX required also disconnects', async () => {
    for (const required of [false, true]) {
      const { g, seen, after } = await page({ answer: 'reject', required })
      g.emit(createEvent('SiwxSignRequested', {}))
      await vi.waitFor(() => expect(seen.map((e) => e.type)).toContain('ViewsReset'))
      expect(after('SiwxSignFailed').map((e) => [e.type, e.data])).toEqual([
        [
          'SiwxSignFailed',
          { error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 } },
        ],
        ['MessageRequested', { message: 'Signature declined', variant: 'error' }],
        ...(required ? [['DisconnectRequested', {}]] : []),
        ['ViewsReset', { view: 'Connect' }],
      ])
      await g.dispose()
    }
  })

  it('error: a smart account whose signature fails (not declined) shows SPEC §8 "This application might not support Smart Accounts"; an EOA the error’s own text, a declined one "Signature declined"', async () => {
    const shown = async (answer: 'unsupported' | 'reject', smartAccount: boolean) => {
      const { g, seen } = await page({ answer, smartAccount })
      g.emit(createEvent('SiwxSignRequested', {}))
      await vi.waitFor(() => expect(seen.map((e) => e.type)).toContain('ViewsReset'))
      await g.dispose()
      return seen.find((e) => e.type === 'MessageRequested')?.data
    }
    expect(await shown('unsupported', true)).toEqual({
      message: 'This application might not support Smart Accounts',
      variant: 'error',
    })
    expect(await shown('unsupported', false)).toEqual({
      message: 'The smart account cannot sign messages',
      variant: 'error',
    })
    expect(await shown('reject', true)).toEqual({ message: 'Signature declined', variant: 'error' })
  })

  it('error: a storage that cannot keep the session → SiwxSignFailed with SPEC’s storage message, no SiwxSigned', async () => {
    const { g, seen } = await page({ answer: 'sign', storage: { addSession: () => Promise.reject(new Error('full')) } })
    g.emit(createEvent('SiwxSignRequested', {}))
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toContain('SiwxSignFailed'), { timeout: 10_000 })
    expect(seen.find((e) => e.type === 'SiwxSignFailed')).toMatchObject({
      data: { error: { shortMessage: 'The sign-in session could not be stored' } },
    })
    expect(seen.map((e) => e.type)).not.toContain('SiwxSigned')
    await g.dispose()
  })

  it('behavior: repeated Signs while the wallet is asked are ignored; a cancel ends the wait, and a later answer changes nothing', async () => {
    const { g, seen } = await page({ answer: 'silent' })
    g.emit(createEvent('SiwxSignRequested', {}))
    g.emit(createEvent('SiwxSignRequested', {}))
    const asked = seen.filter((e) => e.type === 'SignMessageRequested')
    expect(asked).toHaveLength(1)
    g.emit(createEvent('SiwxCancelRequested', {}))
    g.emit(
      createEvent('MessageSigned', {
        requestId: (asked[0]!.data as { requestId: string }).requestId,
        signature: await wallet.signMessage({ message: message() }),
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.map((e) => e.type)).not.toContain('SiwxSigned')
    expect(seen.map((e) => e.type)).not.toContain('SiwxSignFailed')
    await g.dispose()
  })

  it('error: Sign with no message prepared for the connected account → SiwxSignFailed, the wallet is not asked', async () => {
    const g = createTestGatehouse({ siwx: { enabled: true, ...PAGE }, effects: { signInWithWallet } })
    await g.ready
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    g.emit(
      createEvent('Connected', {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: wallet.address,
      }),
    )
    g.emit(createEvent('SiwxSignRequested', {}))
    expect(seen.map((e) => e.type)).not.toContain('SignMessageRequested')
    expect(seen.find((e) => e.type === 'SiwxSignFailed')).toMatchObject({
      data: { error: { shortMessage: 'No ActiveCaipAddress found' } },
    })
    await g.dispose()
  })
})
