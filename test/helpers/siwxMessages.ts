// Sign-in messages for the tests: EIP-4361's first example, fast-check arbitraries of
// well-formed messages built from the ABNF's rules (RFC 3986 authorities with userinfo,
// ports, IPv4 and IPv6; RFC 3339 times with offsets and fractions), and mutations that
// break the grammar. Shared by the tests of src/siwx, src/domain's SIWX tests and the
// differential test against `siwe`.
import fc from 'fast-check'
import { getAddress } from 'viem'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { SiwxSession } from '../../src/domain/siwxConfig.js'
import type { SiwxMessage } from '../../src/siwx/message.js'

/** EIP-4361's first example message ("with an implicit scheme"), typed from the EIP's text. */
export const EIP4361_EXAMPLE = `example.com wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const chars = (set: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...set), minLength: min, maxLength: max })

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const UNRESERVED = `${ALNUM}-._~`
const SUB_DELIMS = "!$&'()*+,;="
const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`

const pct = fc
  .tuple(fc.constantFrom(...'0123456789ABCDEFabcdef'), fc.constantFrom(...'0123456789ABCDEF'))
  .map(([a, b]) => `%${a}${b}`)
const pcharString = (min: number, max: number) =>
  fc
    .array(fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...PCHAR) }, { weight: 1, arbitrary: pct }), {
      minLength: min,
      maxLength: max,
    })
    .map((a) => a.join(''))

export const arbScheme = fc
  .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'), chars(`${ALNUM}+-.`, 0, 6))
  .map(([a, b]) => a + b)

const label = fc
  .tuple(
    fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
    chars('abcdefghijklmnopqrstuvwxyz0123456789-', 0, 10),
  )
  .map(([a, b]) => a + b)
const octet = fc.integer({ min: 0, max: 255 }).map(String)
const h16 = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
export const arbIpv4 = fc.tuple(octet, octet, octet, octet).map((p) => p.join('.'))
export const arbIpv6 = fc.oneof(
  fc.array(h16, { minLength: 8, maxLength: 8 }).map((g) => g.join(':')),
  fc.tuple(fc.array(h16, { minLength: 6, maxLength: 6 }), arbIpv4).map(([g, v4]) => `${g.join(':')}:${v4}`),
  fc
    .integer({ min: 0, max: 7 })
    .chain((total) =>
      fc
        .integer({ min: 0, max: total })
        .chain((head) =>
          fc
            .tuple(
              fc.array(h16, { minLength: head, maxLength: head }),
              fc.array(h16, { minLength: total - head, maxLength: total - head }),
            )
            .map(([a, b]) => `${a.join(':')}::${b.join(':')}`),
        ),
    ),
)
const regName = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'org', 'io', 'example', ''))
  .map(([labels, tld]) => [...labels, ...(tld ? [tld] : [])].join('.'))
export const arbHost = fc.oneof(
  { weight: 4, arbitrary: regName },
  { weight: 1, arbitrary: arbIpv4 },
  { weight: 1, arbitrary: arbIpv6.map((v6) => `[${v6}]`) },
  { weight: 1, arbitrary: fc.constant('localhost') },
)
const userinfo = fc
  .array(
    fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...`${UNRESERVED}${SUB_DELIMS}:`) },
      { weight: 1, arbitrary: pct },
    ),
    { minLength: 0, maxLength: 10 },
  )
  .map((a) => a.join(''))
export const arbAuthority = fc
  .record(
    {
      userinfo: fc.option(userinfo, { nil: undefined }),
      host: arbHost,
      port: fc.option(chars('0123456789', 0, 5), { nil: undefined }),
    },
    { requiredKeys: ['host'] },
  )
  .map(
    ({ userinfo: u, host, port }) => `${u === undefined ? '' : `${u}@`}${host}${port === undefined ? '' : `:${port}`}`,
  )

const segment = pcharString(0, 8)
const segmentNz = pcharString(1, 8)
const query = fc.array(fc.oneof(pcharString(1, 4), fc.constantFrom('/', '?')), { maxLength: 4 }).map((a) => a.join(''))
export const arbUri = fc
  .record({
    scheme: arbScheme,
    hier: fc.oneof(
      fc
        .tuple(arbAuthority, fc.array(segment, { maxLength: 3 }))
        .map(([a, segs]) => `//${a}${segs.map((s) => `/${s}`).join('')}`),
      fc.tuple(segmentNz, fc.array(segment, { maxLength: 3 })).map(([first, segs]) => [first, ...segs].join('/')),
      fc
        .option(
          fc.tuple(segmentNz, fc.array(segment, { maxLength: 2 })).map(([first, segs]) => [first, ...segs].join('/')),
          { nil: '' },
        )
        .map((p) => `/${p}`),
      fc.constant(''),
    ),
    query: fc.option(query, { nil: undefined }),
    fragment: fc.option(query, { nil: undefined }),
  })
  .map(
    ({ scheme, hier, query: q, fragment }) =>
      `${scheme}:${hier}${q === undefined ? '' : `?${q}`}${fragment === undefined ? '' : `#${fragment}`}`,
  )

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const daysIn = (y: number, m: number) =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31
export const arbDateTime = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(chars('0123456789', 1, 9), { nil: undefined }),
    t: fc.constantFrom('T', 't'),
    offset: fc.oneof(
      fc.constantFrom('Z', 'z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([s, h, m]) => `${s}${pad(h, 2)}:${pad(m, 2)}`),
    ),
  })
  .map(({ year, month, day, hour, minute, second, fraction, t, offset }) => {
    const d = Math.min(day, daysIn(year, month))
    return `${pad(year, 4)}-${pad(month, 2)}-${pad(d, 2)}${t}${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}${fraction === undefined ? '' : `.${fraction}`}${offset}`
  })

export const arbStatement = chars(`${UNRESERVED}:/?#[]@${SUB_DELIMS} `, 0, 60)
export const arbNonce = chars(ALNUM, 8, 24)
export const arbEvmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(`0x${hex(b)}`))
export const arbEip155ChainId = fc
  .oneof(fc.integer({ min: 1, max: 2 ** 31 }).map(String), chars('0123456789', 1, 20))
  .map((c) => `eip155:${c}`)

/** A well-formed EIP-4361 message's fields (every optional field on or off). */
export const arbSiwxMessage: fc.Arbitrary<SiwxMessage> = fc
  .record(
    {
      scheme: arbScheme,
      domain: arbAuthority.filter((a) => !/^([^@]*@)?(:|$)/.test(a)),
      accountAddress: arbEvmAddress,
      statement: arbStatement,
      uri: arbUri,
      chainId: arbEip155ChainId,
      nonce: arbNonce,
      issuedAt: arbDateTime,
      expirationTime: arbDateTime,
      notBefore: arbDateTime,
      requestId: pcharString(0, 12),
      resources: fc.array(arbUri, { maxLength: 3 }),
    },
    { requiredKeys: ['domain', 'accountAddress', 'uri', 'chainId', 'nonce', 'issuedAt'] },
  )
  .map((m) => ({ ...m, version: '1' }))

/** A change to a well-formed message's text that EIP-4361's ABNF refuses, and its name. */
export function arbMalformed(text: string, m: SiwxMessage): fc.Arbitrary<[name: string, text: string]> {
  const lines = text.split('\n')
  const uriLine = lines.findIndex((l) => l.startsWith('URI: '))
  const labelled = lines.map((l, i) => (i >= uriLine && /^[A-Z][A-Za-z ]+: /.test(l) ? i : -1)).filter((i) => i >= 0)
  const join = (l: string[]) => l.join('\n')
  const options: Array<fc.Arbitrary<[string, string]>> = [
    fc.constant(['trailing LF', `${text}\n`]),
    fc.constant(['CRLF', text.replaceAll('\n', '\r\n')]),
    fc
      .integer({ min: uriLine, max: uriLine + 3 })
      .map((i) => ['swapped fields', join([...lines.slice(0, i), lines[i + 1]!, lines[i]!, ...lines.slice(i + 2)])]),
    fc
      .constantFrom(...labelled)
      .map((i) => ['duplicated field', join([...lines.slice(0, i + 1), lines[i]!, ...lines.slice(i + 1)])]),
    fc
      .constantFrom(...labelled)
      .map((i) => ['lower-case label', join(lines.map((l, j) => (j === i ? l[0]!.toLowerCase() + l.slice(1) : l)))]),
    fc
      .integer({ min: uriLine + 1, max: lines.length })
      .map((i) => ['blank line among the fields', join([...lines.slice(0, i), '', ...lines.slice(i)])]),
    fc
      .integer({ min: uriLine + 5, max: lines.length })
      .map((i) => ['unknown line', join([...lines.slice(0, i), 'Foo: bar', ...lines.slice(i)])]),
    fc
      .integer({ min: uriLine, max: uriLine + 4 })
      .map((i) => ['missing required field', join([...lines.slice(0, i), ...lines.slice(i + 1)])]),
    fc
      .constantFrom('2021-02-30', '2023-02-29', '2021-04-31', '2021-13-01')
      .map((d) => ['impossible date', text.replace(/Issued At: \d{4}-\d{2}-\d{2}/, `Issued At: ${d}`)]),
    fc.constant(['short nonce', text.replace(`Nonce: ${m.nonce}`, `Nonce: ${m.nonce.slice(0, 7)}`)]),
    fc.constant(['domain with a space', text.replace(' wants you', 'x y wants you')]),
  ]
  if (m.accountAddress !== m.accountAddress.toLowerCase())
    options.push(fc.constant(['lower-case address', text.replace(m.accountAddress, m.accountAddress.toLowerCase())]))
  if (m.statement !== undefined && m.statement.length >= 2) {
    const s = m.statement
    options.push(
      fc
        .integer({ min: 1, max: s.length - 1 })
        .map((k) => ['statement on two lines', text.replace(`\n${s}\n`, `\n${s.slice(0, k)}\n${s.slice(k)}\n`)]),
    )
  }
  if (m.resources !== undefined && m.resources.length > 0) {
    const first = lines.indexOf('Resources:') + 1
    options.push(
      fc
        .integer({ min: first, max: lines.length - 1 })
        .map((i) => ['unprefixed resource', join(lines.map((l, j) => (j === i ? l.slice(2) : l)))]),
    )
  }
  return fc.oneof(...options)
}

/**
 * A signed-in session as the SIWX events carry it: `address` signed in on `chainId` at `domain` (its message a
 * placeholder, its signature 65 bytes of 0xab). For the tests of the effects and read models around sign-in.
 */
export function siwxSession(address: string, chainId: CaipNetworkId = 'eip155:1', domain = 'app.example'): SiwxSession {
  return {
    data: { accountAddress: address, chainId, domain, uri: `https://${domain}`, version: '1', nonce: 'abcdefgh' },
    message: `${domain} wants you to sign in`,
    signature: `0x${'ab'.repeat(65)}`,
  }
}
