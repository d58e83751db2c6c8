import { firstValueFrom } from 'rxjs'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { buildSiwxMessage } from '../../src/domain/siwxMessage.js'
import type { SiwxSessionData } from '../../src/domain/siwxConfig.js'
import { createEvent, ofType } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { signInWithWallet } from './signInWithWallet.js'

// anvil's first dev key (a public test key, never real funds).
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const PAGE = { domain: 'app.example', uri: 'https://app.example' }

// The page is app.example; the test plays the wallet, signing whatever it is asked to.
async function signIn(data: Partial<SiwxSessionData>) {
  const g = createTestGatehouse({ siwx: { enabled: true, ...PAGE }, effects: { signInWithWallet } })
  await g.ready
  g.events$.pipe(ofType('SignMessageRequested')).subscribe(async (e) => {
    g.emit(
      createEvent('MessageSigned', {
        requestId: e.data.requestId,
        signature: await wallet.signMessage({ message: e.data.message }),
      }),
    )
  })
  const full: SiwxSessionData = {
    accountAddress: wallet.address,
    chainId: 'eip155:1',
    ...PAGE,
    version: '1',
    nonce: 'abcdefgh1234',
    issuedAt: '2026-01-01T00:00:00.000Z',
    ...data,
  }
  const built = buildSiwxMessage(full)
  if (!built.ok) throw new Error(built.error.details)
  const outcome = firstValueFrom(g.events$.pipe(ofType('SiwxSigned', 'SiwxSignFailed')))
  g.emit(
    createEvent('Connected', {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: wallet.address,
    }),
  )
  g.emit(createEvent('SiwxMessagePrepared', { namespace: 'eip155', message: built.value, data: full }))
  g.emit(createEvent('SiwxSignRequested', {}))
  const result = await outcome
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
