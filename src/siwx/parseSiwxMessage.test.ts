import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.js'
import { SiwxMessageError } from './message.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { EIP4361_EXAMPLE } from '../../test/helpers/siwxMessages.js'

// EIP-4361's first example.
const EXAMPLE = EIP4361_EXAMPLE

const FIELDS = {
  domain: 'example.com',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

const lines = EXAMPLE.split('\n')
const withLines = (edit: (l: string[]) => string[]) => edit([...lines]).join('\n')

function refusal(text: string): { line: number; field: string; reason: string } {
  const r = parseSiwxMessage(text)
  if (r.ok) throw new Error(`accepted:\n${text}`)
  expect(r.error).toBeInstanceOf(SiwxMessageError)
  return { line: r.error.line, field: r.error.field, reason: r.error.reason }
}

function roundTrips(text: string) {
  const r = parseSiwxMessage(text)
  if (!r.ok) throw r.error
  expect(createSiwxMessage(r.value)).toBe(text)
  return r.value
}

describe('parseSiwxMessage (EIP-4361 ABNF)', () => {
  it('default: the EIP example parses to its fields, as written, and builds back byte for byte', () => {
    expect(parseSiwxMessage(EXAMPLE)).toEqual({ ok: true, value: FIELDS })
    expect(createSiwxMessage(FIELDS)).toBe(EXAMPLE)
  })

  it('behavior: the EIP examples with an explicit port and an explicit scheme', () => {
    expect(roundTrips(EXAMPLE.replace('example.com wants', 'example.com:3388 wants'))).toMatchObject({
      domain: 'example.com:3388',
    })
    expect(roundTrips(EXAMPLE.replace('example.com wants', 'https://example.com wants'))).toMatchObject({
      scheme: 'https',
      domain: 'example.com',
    })
  })

  it('behavior: the domain is any RFC 3986 authority: userinfo, port, IPv4, IPv6, IPvFuture', () => {
    for (const domain of [
      'user@example.com',
      'user:pw@example.com:8443',
      '127.0.0.1:5173',
      '[::1]:4361',
      '[2001:db8::7]',
      '[v7.fe80::1]',
      'localhost',
      'http://localhost:3000',
      'coap+tcp://[::1]',
    ]) {
      const text = EXAMPLE.replace('example.com wants', `${domain} wants`)
      expect(createSiwxMessage(roundTrips(text)), domain).toBe(text)
    }
  })

  it('error: a domain or scheme that is not RFC 3986 is refused on line 1', () => {
    for (const [domain, field] of [
      ['exa mple.com', 'domain'],
      ['example.com:port', 'domain'],
      ['[::1', 'domain'],
      ['[1::2::3]', 'domain'],
      ['a@b@c', 'domain'],
      ['1http://example.com', 'scheme'],
      ['https://', 'domain'],
      ['', 'domain'],
    ] as const) {
      expect(refusal(EXAMPLE.replace('example.com wants', `${domain} wants`)), domain).toMatchObject({ line: 1, field })
    }
  })

  it('error: the first line is exact and case-sensitive (%s)', () => {
    expect(refusal(EXAMPLE.replace('wants you', 'Wants you'))).toMatchObject({ line: 1, field: 'header' })
    expect(refusal(EXAMPLE.replace('Ethereum account:', 'ethereum account:'))).toMatchObject({
      line: 1,
      field: 'header',
    })
    expect(refusal(EXAMPLE.replace('account:', 'account: '))).toMatchObject({ line: 1, field: 'header' })
    expect(refusal(` ${EXAMPLE}`)).toMatchObject({ line: 1 })
  })

  it('behavior: no statement is two empty lines; an empty statement is three (the ABNF allows it)', () => {
    const none = withLines((l) => [...l.slice(0, 3), ...l.slice(4)])
    expect(roundTrips(none).statement).toBeUndefined()
    const empty = withLines((l) => [...l.slice(0, 3), '', ...l.slice(4)])
    expect(roundTrips(empty).statement).toBe('')
  })

  it('error: a statement on two lines, or with a character outside reserved / unreserved / space', () => {
    expect(refusal(withLines((l) => [...l.slice(0, 4), 'second line', ...l.slice(4)]))).toMatchObject({
      line: 5,
      field: 'statement',
    })
    expect(refusal(EXAMPLE.replace('I accept', 'I "accept"'))).toMatchObject({ line: 4, field: 'statement' })
    expect(refusal(EXAMPLE.replace('I accept', 'J’accepte'))).toMatchObject({ line: 4, field: 'statement' })
    expect(refusal(EXAMPLE.replace('I accept', 'I\taccept'))).toMatchObject({ line: 4, field: 'statement' })
  })

  it('error: the address is 0x and 40 hex digits with its EIP-55 checksum', () => {
    expect(refusal(EXAMPLE.replace(FIELDS.accountAddress, FIELDS.accountAddress.toLowerCase()))).toMatchObject({
      line: 2,
      field: 'accountAddress',
    })
    expect(refusal(EXAMPLE.replace(FIELDS.accountAddress, FIELDS.accountAddress.slice(2)))).toMatchObject({
      line: 2,
      field: 'accountAddress',
    })
    expect(refusal(EXAMPLE.replace(FIELDS.accountAddress, `${FIELDS.accountAddress}0`))).toMatchObject({
      line: 2,
      field: 'accountAddress',
    })
  })

  it('error: the lines around the address and statement are exact', () => {
    expect(refusal(withLines((l) => [l[0]!, ...l.slice(2)]))).toMatchObject({ line: 2, field: 'accountAddress' })
    expect(refusal(withLines((l) => [...l.slice(0, 2), ...l.slice(3)]))).toMatchObject({ line: 3, field: 'statement' })
    expect(refusal(withLines((l) => [...l.slice(0, 5), '', ...l.slice(5)]))).toMatchObject({ line: 6, field: 'uri' })
    expect(refusal(withLines((l) => [...l.slice(0, 4), ...l.slice(5)]))).toMatchObject({ line: 5, field: 'statement' })
  })

  it('error: the required fields come in the EIP order, each once', () => {
    // Version and Chain ID swapped.
    expect(refusal(withLines((l) => [...l.slice(0, 6), l[7]!, l[6]!, ...l.slice(8)]))).toMatchObject({
      line: 7,
      field: 'version',
      reason: expect.stringContaining('found "Chain ID"'),
    })
    // Nonce repeated.
    expect(refusal(withLines((l) => [...l.slice(0, 9), l[8]!, ...l.slice(9)]))).toMatchObject({
      line: 10,
      field: 'issuedAt',
    })
    // Issued At missing.
    expect(refusal(withLines((l) => [...l.slice(0, 9), ...l.slice(10)]))).toMatchObject({ line: 10, field: 'issuedAt' })
    // Nonce missing at the end of the text: named on its last line (an error always names a line of the text).
    expect(refusal(lines.slice(0, 8).join('\n'))).toMatchObject({
      line: 8,
      field: 'nonce',
      reason: '"Nonce: …" is missing',
    })
  })

  it('error: a message cut before its last required line is refused, naming a line of what is left', () => {
    const issuedAt = lines.findIndex((l) => l.startsWith('Issued At: '))
    for (let kept = 1; kept <= issuedAt; kept++) {
      const error = refusal(lines.slice(0, kept).join('\n'))
      expect(error.line, `cut after line ${kept}`).toBeGreaterThanOrEqual(1)
      expect(error.line, `cut after line ${kept}`).toBeLessThanOrEqual(kept)
    }
  })

  it('error: the optional fields come in the EIP order, each once, and nothing else', () => {
    const tail = (...extra: string[]) => [...lines.slice(0, 10), ...extra].join('\n')
    expect(
      roundTrips(
        tail(
          'Expiration Time: 2021-10-30T16:25:24Z',
          'Not Before: 2021-09-30T16:25:24Z',
          'Request ID: req-1',
          'Resources:',
        ),
      ),
    ).toMatchObject({ resources: [], requestId: 'req-1' })
    expect(refusal(tail('Not Before: 2021-09-30T16:25:24Z', 'Expiration Time: 2021-10-30T16:25:24Z'))).toMatchObject({
      line: 12,
      reason: expect.stringContaining('out of order'),
    })
    expect(refusal(tail('Request ID: a', 'Request ID: b'))).toMatchObject({
      line: 12,
      reason: expect.stringContaining('repeated'),
    })
    expect(refusal(tail('Resources:', '- https://a.example', 'Resources:'))).toMatchObject({
      line: 13,
      field: 'resources',
    })
    expect(refusal(tail('Resources:', '- https://a.example', 'Request ID: late'))).toMatchObject({
      line: 13,
      field: 'resources',
    })
    expect(refusal(tail('Nonce: 12345678'))).toMatchObject({
      line: 11,
      reason: expect.stringContaining('"Nonce" is repeated or out of order'),
    })
    expect(refusal(tail('Foo: bar'))).toMatchObject({ line: 11, field: 'message' })
    expect(refusal(tail('', 'Request ID: x'))).toMatchObject({ line: 11, field: 'message' })
    expect(refusal(tail('request id: x'))).toMatchObject({ line: 11, field: 'message' })
  })

  it('behavior: an empty Request ID is a request-id (*pchar)', () => {
    expect(roundTrips([...lines.slice(0, 10), 'Request ID: '].join('\n')).requestId).toBe('')
  })

  it('error: no line break at the end, no carriage return anywhere', () => {
    expect(refusal(`${EXAMPLE}\n`)).toMatchObject({
      line: 14,
      field: 'message',
      reason: expect.stringContaining('ends with a line break'),
    })
    expect(refusal(EXAMPLE.replaceAll('\n', '\r\n'))).toMatchObject({
      line: 1,
      reason: expect.stringContaining('carriage return'),
    })
  })

  it('error: an unprefixed resource line is refused, not dropped', () => {
    expect(refusal(EXAMPLE.replace('- https://example.com/my-web2', 'https://example.com/my-web2'))).toMatchObject({
      line: 13,
      field: 'resources',
    })
    expect(refusal(EXAMPLE.replace('- ipfs', '-ipfs'))).toMatchObject({ line: 12, field: 'resources' })
    expect(refusal(EXAMPLE.replace('- ipfs://', '- not a uri '))).toMatchObject({ line: 12, field: 'resources' })
    expect(refusal(withLines((l) => [...l.slice(0, 10), l[11]!]))).toMatchObject({
      line: 11,
      field: 'resources',
      reason: expect.stringContaining('without "Resources:"'),
    })
  })

  it('error: each field value follows its rule', () => {
    expect(refusal(EXAMPLE.replace('URI: https://example.com/login', 'URI: example.com/login'))).toMatchObject({
      line: 6,
      field: 'uri',
    })
    expect(refusal(EXAMPLE.replace('Version: 1', 'Version: 2'))).toMatchObject({ line: 7, field: 'version' })
    expect(refusal(EXAMPLE.replace('Chain ID: 1', 'Chain ID: 0x1'))).toMatchObject({ line: 8, field: 'chainId' })
    expect(refusal(EXAMPLE.replace('Nonce: 32891756', 'Nonce: 3289175'))).toMatchObject({ line: 9, field: 'nonce' })
    expect(refusal(EXAMPLE.replace('URI: ', 'URI:'))).toMatchObject({ line: 6, field: 'uri' })
    expect(refusal(EXAMPLE.replace('Nonce: ', 'Nonce:  '))).toMatchObject({ line: 9, field: 'nonce' })
  })

  it('error: impossible dates are refused, never rolled over', () => {
    expect(refusal(EXAMPLE.replace('2021-09-30', '2021-02-30'))).toMatchObject({ line: 10, field: 'issuedAt' })
    expect(refusal(EXAMPLE.replace('2021-09-30', '2021-09-31'))).toMatchObject({ line: 10, field: 'issuedAt' })
    expect(refusal(EXAMPLE.replace('16:25:24Z', '24:25:24Z'))).toMatchObject({ line: 10, field: 'issuedAt' })
    expect(
      refusal(
        EXAMPLE.replace(
          'Issued At: 2021-09-30T16:25:24Z',
          'Issued At: 2021-09-30T16:25:24Z\nExpiration Time: 2023-02-29T00:00:00Z',
        ),
      ),
    ).toMatchObject({ line: 11, field: 'expirationTime' })
  })

  it('behavior: times are kept as written (offsets, fractions, lower case)', () => {
    for (const t of ['2021-09-30T16:25:24.123456Z', '2021-09-30T18:25:24+02:00', '2021-09-30t16:25:24z'])
      expect(roundTrips(EXAMPLE.replace('2021-09-30T16:25:24Z', t)).issuedAt).toBe(t)
  })

  it('behavior: CAIP-122 messages for Solana, with the CAIP-2 reference as Chain ID', () => {
    const text = `example.com wants you to sign in with your Solana account:
7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv


URI: https://example.com
Version: 1
Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z`
    expect(roundTrips(text)).toMatchObject({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(refusal(text.replace('Chain ID: 5eykt', 'Chain ID: 5e:kt'))).toMatchObject({ line: 7, field: 'chainId' })
  })

  it('error: not a string, or far too long', () => {
    expect(refusal(42 as unknown as string)).toMatchObject({ field: 'message' })
    expect(refusal(`${EXAMPLE}${'x'.repeat(20_001)}`)).toMatchObject({ field: 'message' })
  })
})

describe('createSiwxMessage', () => {
  it('error: a field that breaks the grammar throws SiwxMessageError naming its line', () => {
    const bad = (edit: Record<string, unknown>) => {
      try {
        createSiwxMessage({ ...FIELDS, ...edit } as typeof FIELDS)
      } catch (error) {
        expect(error).toBeInstanceOf(SiwxMessageError)
        return { line: (error as SiwxMessageError).line, field: (error as SiwxMessageError).field }
      }
      throw new Error('built')
    }
    expect(bad({ statement: 'two\nlines' })).toEqual({ line: 4, field: 'statement' })
    expect(bad({ domain: 'https://example.com' })).toEqual({ line: 1, field: 'domain' })
    expect(bad({ issuedAt: '2021-02-30T00:00:00Z' })).toEqual({ line: 10, field: 'issuedAt' })
    expect(bad({ resources: ['https://ok.example', 'not a uri'] })).toEqual({ line: 13, field: 'resources' })
    expect(bad({ chainId: '1' })).toMatchObject({ field: 'chainId' })
    expect(bad({ nonce: 1234567890 })).toEqual({ line: 9, field: 'nonce' })
  })
})
