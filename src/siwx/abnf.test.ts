import { describe, expect, it } from 'vitest'
import {
  dateTimeMillis,
  isAuthority,
  isChainId,
  isDateTime,
  isHost,
  isIpv4,
  isIpv6,
  isNonce,
  isRequestId,
  isScheme,
  isStatement,
  isUri,
} from './abnf.js'

// One block a rule of EIP-4361's ABNF (and the RFC 3986 / RFC 3339 rules it names):
// what the rule admits, then what it refuses.
describe('ABNF rules', () => {
  it('behavior: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )', () => {
    for (const s of ['https', 'http', 'a', 'coap+tcp', 'web3.0', 'x-y', 'A1']) expect(isScheme(s), s).toBe(true)
    for (const s of ['', '1http', '+a', 'ht tp', 'ht_tp', 'http:', 'é']) expect(isScheme(s), s).toBe(false)
  })

  it('behavior: IPv4address, dec-octets without leading zeros', () => {
    for (const s of ['0.0.0.0', '127.0.0.1', '255.255.255.255', '10.20.30.40']) expect(isIpv4(s), s).toBe(true)
    for (const s of ['256.0.0.1', '01.0.0.1', '1.2.3', '1.2.3.4.5', '1.2.3.a', '']) expect(isIpv4(s), s).toBe(false)
  })

  it('behavior: IPv6address, with and without "::", with a trailing IPv4address', () => {
    for (const s of [
      '::',
      '::1',
      '1::',
      '2001:db8::8a2e:370:7334',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:1.2.3.4',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:7::',
      '1::2:3:4:5:6:7',
      'FFFF::abcd',
    ]) {
      expect(isIpv6(s), s).toBe(true)
    }
    for (const s of [
      '',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8::',
      '12345::',
      'g::',
      '1.2.3.4::',
      '1:2:3:4:5:6::1.2.3.4',
      '::1.2.3',
    ]) {
      expect(isIpv6(s), s).toBe(false)
    }
  })

  it('behavior: host = IP-literal / IPv4address / reg-name', () => {
    for (const s of [
      'example.com',
      'localhost',
      '[::1]',
      '[v1.fe80::a+en1]',
      'xn--nxasmq6b.example',
      'a%20b',
      "sub!$&'()*+,;=",
      '999.1.1.1',
    ])
      expect(isHost(s), s).toBe(true)
    for (const s of ['[::1', '::1', '[1::2::3]', 'exa mple.com', 'a%2', 'a/b', 'a@b', 'ex[ample]'])
      expect(isHost(s), s).toBe(false)
  })

  it('behavior: authority = [ userinfo "@" ] host [ ":" port ]', () => {
    for (const s of [
      'example.com',
      'example.com:3388',
      'user@example.com',
      'user:pass@example.com:8080',
      '[::1]:4361',
      '[2001:db8::1]',
      '127.0.0.1:5173',
      'example.com:',
      'a%40b@host',
    ]) {
      expect(isAuthority(s), s).toBe(true)
    }
    for (const s of [
      'example.com:port',
      'example.com:80:80',
      'a@b@c',
      'user name@host',
      '[::1]x',
      '[::1]:8a',
      'host/path',
      'https://example.com',
    ]) {
      expect(isAuthority(s), s).toBe(false)
    }
  })

  it('behavior: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]', () => {
    for (const s of [
      'https://example.com/login',
      'https://example.com',
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      'urn:isbn:0451450523',
      'did:pkh:eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      'mailto:a@example.com',
      'http://[::1]:8080/a/b?c=d&e#f',
      'file:///etc/hosts',
      'a:',
      'https://user:pw@example.com:443/p%20q?x=%2F#frag/?',
    ]) {
      expect(isUri(s), s).toBe(true)
    }
    for (const s of [
      'example.com/login',
      '/relative',
      '',
      'https://exa mple.com',
      'https://example.com/a b',
      'https://example.com/%zz',
      'https://[::1/',
      'https://a.com/#a#b',
      '1a:b',
      'https://a.com/"q"',
      'https://a.com/é',
    ]) {
      expect(isUri(s), s).toBe(false)
    }
  })

  it('behavior: statement = *( reserved / unreserved / " " ): one line, ASCII', () => {
    for (const s of [
      '',
      'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      "a-._~:/?#[]@!$&'()*+,;= z",
    ])
      expect(isStatement(s), s).toBe(true)
    for (const s of [
      'two\nlines',
      'cr\r',
      'tab\there',
      'quote"',
      'percent%',
      'caf\u00e9',
      'a<b>',
      'back\\slash',
      'pipe|',
      'brace{}',
      'caret^',
      'tick`',
    ])
      expect(isStatement(s), s).toBe(false)
  })

  it('behavior: nonce = 8*( ALPHA / DIGIT )', () => {
    for (const s of ['32891756', 'abcdEFGH', 'kEWepMt9knR6lWBwG']) expect(isNonce(s), s).toBe(true)
    for (const s of ['1234567', '', 'abcd-efgh', 'abcd efgh', 'abcdefg_']) expect(isNonce(s), s).toBe(false)
  })

  it('behavior: chain-id = 1*DIGIT', () => {
    for (const s of ['1', '8453', '01', '11155111']) expect(isChainId(s), s).toBe(true)
    for (const s of ['', '-1', '0x1', '1.0', ' 1', 'eip155:1']) expect(isChainId(s), s).toBe(false)
  })

  it('behavior: request-id = *pchar', () => {
    for (const s of ['', 'req-42', 'a:b@c', '%20', "!$&'()*+,;="]) expect(isRequestId(s), s).toBe(true)
    for (const s of ['a b', 'a/b', 'a?b', 'a#b', '%2', 'é']) expect(isRequestId(s), s).toBe(false)
  })

  it('behavior: date-time = full-date "T" full-time (RFC 3339), real calendar dates only', () => {
    for (const s of [
      '2021-09-30T16:25:24Z',
      '2021-09-30T16:25:24.000Z',
      '2021-09-30T16:25:24.123456789Z',
      '2021-09-30t16:25:24z',
      '2021-09-30T16:25:24+05:30',
      '2021-09-30T16:25:24-00:00',
      '2024-02-29T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '2016-12-31T23:59:60Z',
      '2017-01-01T05:29:60+05:30',
      '0000-01-01T00:00:00Z',
    ]) {
      expect(isDateTime(s), s).toBe(true)
    }
    for (const s of [
      '2021-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2021-04-31T00:00:00Z',
      '2021-13-01T00:00:00Z',
      '2021-00-10T00:00:00Z',
      '2021-01-00T00:00:00Z',
      '2021-01-01T24:00:00Z',
      '2021-01-01T23:60:00Z',
      '2021-01-01T12:00:60Z',
      '2021-01-01T12:00:00+24:00',
      '2021-01-01T12:00:00',
      '2021-01-01 12:00:00Z',
      '2021-01-01T12:00:00.Z',
      '2021-1-01T12:00:00Z',
      '21-01-01T12:00:00Z',
      '2021-01-01T12:00Z',
      '2021-01-01T12:00:00+0530',
    ]) {
      expect(isDateTime(s), s).toBe(false)
    }
  })

  it('behavior: date-time to milliseconds applies the offset; a leap second is the next second', () => {
    expect(dateTimeMillis('2021-09-30T16:25:24Z')).toBe(Date.UTC(2021, 8, 30, 16, 25, 24))
    expect(dateTimeMillis('2021-09-30T18:25:24.5+02:00')).toBe(Date.UTC(2021, 8, 30, 16, 25, 24, 500))
    expect(dateTimeMillis('2016-12-31T23:59:60Z')).toBe(Date.UTC(2017, 0, 1))
    expect(dateTimeMillis('0099-01-01T00:00:00Z')).toBe(new Date('0099-01-01T00:00:00Z').getTime())
  })
})
