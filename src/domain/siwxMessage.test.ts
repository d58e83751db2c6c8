import { describe, expect, it } from 'vitest'
import { randomSiwxNonce, SIWX_NONCE_LENGTH, siwxDeps, type SiwxSessionData } from './siwxConfig.js'
import { isSessionUsable } from './siwxSession.js'
import { buildSiwxMessage, parseSiwxMessage, siwxMessageData } from './siwxMessage.js'
import { EIP4361_EXAMPLE } from '../../test/helpers/siwxMessages.js'

// The examples of EIP-4361 (https://eips.ethereum.org/EIPS/eip-4361#examples), typed
// here from the EIP. Times are kept as written, so the EIP's texts build back byte for byte.
const EIP_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
/** The fields every message needs, for the tests of what siwxMessageData adds to them. */
const MESSAGE_BASE = {
  chainId: 'eip155:1' as const,
  address: EIP_ADDRESS,
  domain: 'e.com',
  uri: 'https://e.com',
  nonce: 'abcdefgh',
}

const EIP_EXAMPLE = EIP4361_EXAMPLE

const EIP_EXAMPLE_DATA = {
  accountAddress: EIP_ADDRESS,
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com/login',
  version: '1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
} as const

describe('SIWX messages (EIP-4361, CAIP-122)', () => {
  it('default: the EIP-4361 example, built from its fields', () => {
    const built = buildSiwxMessage({ ...EIP_EXAMPLE_DATA, resources: [...EIP_EXAMPLE_DATA.resources] })
    expect(built).toEqual({ ok: true, value: EIP_EXAMPLE })
  })

  it('default: the EIP-4361 example text parses to its fields', () => {
    expect(parseSiwxMessage(EIP_EXAMPLE)).toEqual({ ok: true, value: EIP_EXAMPLE_DATA })
  })

  it('behavior: the page reads messages with gatehouse-modal/siwx’s strict grammar, not the lenient one it used to wrap', () => {
    const refused = (text: string) =>
      expect(parseSiwxMessage(text), text).toMatchObject({ ok: false, error: { id: 'siwxInvalidMessage' } })
    refused(EIP_EXAMPLE.replace('2021-09-30', '2021-02-30'))
    refused(EIP_EXAMPLE.replace('- https://example.com/my-web2', 'https://example.com/my-web2'))
    refused(EIP_EXAMPLE.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'))
    refused(EIP_EXAMPLE.replace('Nonce: 32891756', 'Nonce: 32891756\nNonce: 32891756'))
    refused(EIP_EXAMPLE.replace('I accept the', 'I accept\nthe'))
    refused(`${EIP_EXAMPLE}\n`)
    for (const domain of ['user@example.com', '[::1]:4361', 'user:pw@[2001:db8::1]']) {
      expect(parseSiwxMessage(EIP_EXAMPLE.replace('example.com wants', `${domain} wants`)), domain).toMatchObject({
        ok: true,
        value: { domain },
      })
    }
  })

  it('default: without a statement there are two empty lines between the address and URI (EIP-4361 ABNF)', () => {
    const text = `example.com wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2


URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z`
    const { statement: _s, resources: _r, ...data } = EIP_EXAMPLE_DATA
    expect(buildSiwxMessage({ ...data })).toEqual({ ok: true, value: text })
    expect(parseSiwxMessage(text)).toEqual({ ok: true, value: data })
  })

  it('default: every optional field, in the EIP-4361 order', () => {
    const text = `localhost:4361 wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

SIWE Notepad Example

URI: http://localhost:4361
Version: 1
Chain ID: 8453
Nonce: kEWepMt9knR6lWBwG
Issued At: 2022-01-19T17:09:15.000Z
Expiration Time: 2022-01-26T17:09:15.000Z
Not Before: 2022-01-19T17:09:15.000Z
Request ID: req-42
Resources:
- https://example.com/my-web2-claim.json`
    const data: SiwxSessionData = {
      accountAddress: EIP_ADDRESS,
      chainId: 'eip155:8453',
      domain: 'localhost:4361',
      uri: 'http://localhost:4361',
      version: '1',
      nonce: 'kEWepMt9knR6lWBwG',
      issuedAt: '2022-01-19T17:09:15.000Z',
      expirationTime: '2022-01-26T17:09:15.000Z',
      notBefore: '2022-01-19T17:09:15.000Z',
      requestId: 'req-42',
      resources: ['https://example.com/my-web2-claim.json'],
      statement: 'SIWE Notepad Example',
    }
    expect(buildSiwxMessage(data)).toEqual({ ok: true, value: text })
    expect(parseSiwxMessage(text)).toEqual({ ok: true, value: data })
  })

  it('default: CAIP-122 for Solana: the chain account name and the CAIP-2 reference as Chain ID', () => {
    const data: SiwxSessionData = {
      accountAddress: 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'example.com',
      uri: 'https://example.com/login',
      version: '1',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24.000Z',
      statement: 'Sign in to Example',
    }
    const text = `example.com wants you to sign in with your Solana account:
GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL

Sign in to Example

URI: https://example.com/login
Version: 1
Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
Nonce: 32891756
Issued At: 2021-09-30T16:25:24.000Z`
    expect(buildSiwxMessage(data)).toEqual({ ok: true, value: text })
    expect(parseSiwxMessage(text)).toEqual({ ok: true, value: data })
  })

  it('default: CAIP-122 for Bitcoin', () => {
    const data: SiwxSessionData = {
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      domain: 'example.com',
      uri: 'https://example.com',
      version: '1',
      nonce: 'abcdefgh12',
      issuedAt: '2024-01-01T00:00:00.000Z',
      expirationTime: '2024-01-02T00:00:00.000Z',
    }
    const built = buildSiwxMessage(data)
    expect(built).toEqual({
      ok: true,
      value: `example.com wants you to sign in with your Bitcoin account:
bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq


URI: https://example.com
Version: 1
Chain ID: 000000000019d6689c085ae165831e93
Nonce: abcdefgh12
Issued At: 2024-01-01T00:00:00.000Z
Expiration Time: 2024-01-02T00:00:00.000Z`,
    })
    expect(parseSiwxMessage(built.ok ? built.value : '')).toEqual({ ok: true, value: data })
  })

  it.each([
    ['a nonce under 8 characters', { nonce: 'abc123' }, 'nonce'],
    ['a nonce with a symbol', { nonce: 'abcdefgh-1' }, 'nonce'],
    ['a domain that is not an authority', { domain: 'https://example.com' }, 'domain'],
    ['a statement over two lines', { statement: 'one\ntwo' }, 'statement'],
    ['a uri without a scheme', { uri: 'example.com/login' }, 'uri'],
    ['version 2', { version: '2' }, 'version'],
    ['an address of another chain', { accountAddress: 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL' }, 'address'],
    ['an address with a bad checksum', { accountAddress: '0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, 'ddress'],
    ['a resource that is not a URI', { resources: ['not a uri'] }, 'resource'],
    ['a time that is not RFC 3339', { expirationTime: 'tomorrow' }, 'expirationTime'],
    ['a chain id that is not CAIP-2', { chainId: 'ethereum' }, 'chainId'],
  ])('error: %s is refused, naming the field', (_name, change, field) => {
    const r = buildSiwxMessage({ ...EIP_EXAMPLE_DATA, resources: [...EIP_EXAMPLE_DATA.resources], ...change } as never)
    expect(r).toMatchObject({
      ok: false,
      error: { id: 'siwxInvalidMessage', message: 'The sign-in message is not valid' },
    })
    expect(r.ok ? '' : r.error.details).toContain(field)
  })

  it.each([
    ['not a string', 42],
    ['an empty text', ''],
    ['another first line', 'Hello\nworld'],
    ['a missing nonce', EIP_EXAMPLE.replace('Nonce: 32891756\n', '')],
    ['a short nonce', EIP_EXAMPLE.replace('32891756', 'abc')],
    ['a scheme before the domain', `https://${EIP_EXAMPLE}`],
    [
      'a CAIP-122 message with an extra line',
      'example.com wants you to sign in with your Solana account:\nGjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL\n\n\nURI: https://e.com\nVersion: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24.000Z\nP.S. hello',
    ],
    [
      'a CAIP-122 message without Issued At',
      'example.com wants you to sign in with your Solana account:\nGjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL\n\n\nURI: https://e.com\nVersion: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: 32891756',
    ],
  ])('error: parsing %s is a refusal, never a throw', (_name, text) => {
    expect(parseSiwxMessage(text)).toMatchObject({ ok: false, error: { id: 'siwxInvalidMessage' } })
  })

  it('default: message data from the page, the nonce and the clock; expiresIn in seconds', () => {
    expect(
      siwxMessageData({
        chainId: 'eip155:1',
        address: EIP_ADDRESS,
        domain: 'example.com',
        uri: 'https://example.com',
        nonce: 'abcdefgh',
        issuedAt: Date.UTC(2026, 0, 1),
        expiresIn: 3600,
        statement: '',
        resources: [],
      }),
    ).toEqual({
      ok: true,
      value: {
        accountAddress: EIP_ADDRESS,
        chainId: 'eip155:1',
        domain: 'example.com',
        uri: 'https://example.com',
        version: '1',
        nonce: 'abcdefgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
        expirationTime: '2026-01-01T01:00:00.000Z',
      },
    })
    expect(
      siwxMessageData({
        chainId: 'eip155:1',
        address: EIP_ADDRESS,
        domain: 'e.com',
        uri: 'https://e.com',
        nonce: 'abcdefgh',
        issuedAt: 0,
        expiresIn: -1,
      }).ok,
    ).toBe(false)
  })

  it("behavior: the app's statement, resources and request id go into the message data; without expiresIn, no Expiration Time", () => {
    expect(
      siwxMessageData({
        ...MESSAGE_BASE,
        issuedAt: Date.UTC(2026, 0, 1),
        statement: 'Sign in to e.com',
        resources: ['https://e.com/tos'],
        requestId: 'req-1',
      }),
    ).toEqual({
      ok: true,
      value: {
        accountAddress: EIP_ADDRESS,
        chainId: 'eip155:1',
        domain: 'e.com',
        uri: 'https://e.com',
        version: '1',
        nonce: 'abcdefgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
        statement: 'Sign in to e.com',
        resources: ['https://e.com/tos'],
        requestId: 'req-1',
      },
    })
    const empty = siwxMessageData({ ...MESSAGE_BASE, issuedAt: 0, requestId: '' })
    expect(empty.ok).toBe(true)
    expect(empty.ok && 'requestId' in empty.value).toBe(false)
  })

  it('error: an expiresIn of 0 seconds, or an issuedAt that is not a time, makes no message', () => {
    expect(siwxMessageData({ ...MESSAGE_BASE, issuedAt: 0, expiresIn: 0 }).ok).toBe(false)
    expect(siwxMessageData({ ...MESSAGE_BASE, issuedAt: Number.NaN }).ok).toBe(false)
  })

  it('default: a random nonce is 22 alphanumeric characters (131 bits) from crypto.getRandomValues, and unbiased bytes only', () => {
    const nonce = randomSiwxNonce()
    expect(nonce).toMatch(new RegExp(`^[A-Za-z0-9]{${SIWX_NONCE_LENGTH}}$`))
    expect(SIWX_NONCE_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(96)
    expect(new Set(Array.from({ length: 50 }, () => randomSiwxNonce())).size).toBe(50)
    // Bytes 248–255 would favour the first 8 characters: they are drawn again.
    let call = 0
    const fixed = randomSiwxNonce((b) => b.fill(call++ === 0 ? 250 : 0))
    expect(fixed).toBe('A'.repeat(SIWX_NONCE_LENGTH))
    expect(call).toBe(2)
  })

  it('behavior: the nonce comes from the app when it gives getNonce', async () => {
    expect(await siwxDeps({ getNonce: () => Promise.resolve('fromServer1') }).getNonce()).toBe('fromServer1')
    expect(siwxDeps(undefined).storage).toBeNull()
  })

  it('behavior: a session is usable before its Expiration Time and from its Not Before; an unreadable time is not usable', () => {
    const t = Date.UTC(2026, 0, 1)
    expect(isSessionUsable({}, t)).toBe(true)
    expect(isSessionUsable({ expirationTime: new Date(t + 1).toISOString() }, t)).toBe(true)
    expect(isSessionUsable({ expirationTime: new Date(t).toISOString() }, t)).toBe(false)
    expect(isSessionUsable({ notBefore: new Date(t + 1).toISOString() }, t)).toBe(false)
    expect(isSessionUsable({ notBefore: new Date(t).toISOString() }, t)).toBe(true)
    expect(isSessionUsable({ expirationTime: 'soon' }, t)).toBe(false)
  })
})
