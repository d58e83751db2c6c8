// The rules EIP-4361's ABNF is made of, as predicates: RFC 3986 (URI, authority,
// IPv4, IPv6, pchar), RFC 3339 (date-time, with real calendar dates) and the
// EIP's own (statement, nonce, chain-id, request-id). Written from the RFCs'
// grammars, not from a library: where a library is more lenient, these decide.
// No DOM, no viem: the server entry (gatehouse-modal/siwx) and the lazy SIWX chunk use them.

const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT = '%[0-9A-Fa-f]{2}'
// RFC 3986 §3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*$`)
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*$`)
const PORT = /^[0-9]*$/
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])'
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`)
const H16 = /^[0-9A-Fa-f]{1,4}$/
const IPV_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
// RFC 3986 §3.3: path-abempty, and the three paths of a URI without an authority.
const PATH_ABEMPTY = new RegExp(`^(?:/${PCHAR}*)*$`)
const PATH_NO_AUTHORITY = new RegExp(`^(?:/(?:${PCHAR}+(?:/${PCHAR}*)*)?|${PCHAR}+(?:/${PCHAR}*)*)?$`)
// RFC 3986 §3.4, §3.5: query = fragment = *( pchar / "/" / "?" )
const QUERY = new RegExp(`^(?:${PCHAR}|[/?])*$`)
// EIP-4361: statement = *( reserved / unreserved / " " ), reserved = gen-delims / sub-delims.
const STATEMENT = new RegExp(`^[${UNRESERVED}:/?#\\[\\]@${SUB_DELIMS} ]*$`)
const REQUEST_ID = new RegExp(`^${PCHAR}*$`)
const NONCE = /^[A-Za-z0-9]{8,}$/
const CHAIN_ID = /^[0-9]+$/
// RFC 3339 §5.6. "T" and "Z" are ABNF strings, so case-insensitive (RFC 3339 says so too).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

/** RFC 3986 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). */
export function isScheme(text: string): boolean {
  return SCHEME.test(text)
}

/** RFC 3986 IPv4address: four dec-octets, no leading zeros. */
export function isIpv4(text: string): boolean {
  return IPV4.test(text)
}

/**
 * RFC 3986 IPv6address: eight h16 groups (the last two may be an IPv4address),
 * or fewer around a single "::" that stands for at least one group.
 */
export function isIpv6(text: string): boolean {
  const halves = text.split('::')
  if (halves.length > 2) return false
  const pieces = halves.map((h) => (h === '' ? [] : h.split(':')))
  const all = pieces.flat()
  let groups = 0
  for (const [i, piece] of all.entries()) {
    const last = i === all.length - 1 && (halves.length === 1 || pieces[1]!.length > 0)
    if (H16.test(piece)) groups += 1
    else if (last && isIpv4(piece)) groups += 2
    else return false
  }
  return halves.length === 1 ? groups === 8 : groups <= 7
}

/** RFC 3986 host: IP-literal ("[" IPv6address / IPvFuture "]"), IPv4address or reg-name. */
export function isHost(text: string): boolean {
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) return false
    const inner = text.slice(1, -1)
    return isIpv6(inner) || IPV_FUTURE.test(inner)
  }
  // An IPv4address is also a reg-name, so reg-name alone decides.
  return REG_NAME.test(text)
}

/** The parts of an RFC 3986 authority, or undefined when it is not one. */
export function splitAuthority(text: string): { userinfo?: string; host: string; port?: string } | undefined {
  const at = text.indexOf('@')
  const userinfo = at === -1 ? undefined : text.slice(0, at)
  if (userinfo !== undefined && !USERINFO.test(userinfo)) return undefined
  const hostPort = text.slice(at + 1)
  let host = hostPort
  let port: string | undefined
  const close = hostPort.startsWith('[') ? hostPort.indexOf(']') : -1
  const colon = hostPort.indexOf(':', close + 1)
  if (colon !== -1) {
    host = hostPort.slice(0, colon)
    port = hostPort.slice(colon + 1)
    if (!PORT.test(port)) return undefined
  }
  if (!isHost(host)) return undefined
  const parts: { userinfo?: string; host: string; port?: string } = { host }
  if (userinfo !== undefined) parts.userinfo = userinfo
  if (port !== undefined) parts.port = port
  return parts
}

/** RFC 3986 authority: [ userinfo "@" ] host [ ":" port ]. */
export function isAuthority(text: string): boolean {
  return splitAuthority(text) !== undefined
}

/** RFC 3986 URI: scheme ":" hier-part [ "?" query ] [ "#" fragment ]. */
export function isUri(text: string): boolean {
  const colon = text.indexOf(':')
  if (colon < 1 || !isScheme(text.slice(0, colon))) return false
  let rest = text.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!QUERY.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!QUERY.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    return isAuthority(authority) && PATH_ABEMPTY.test(slash === -1 ? '' : rest.slice(slash))
  }
  return PATH_NO_AUTHORITY.test(rest)
}

/** EIP-4361 statement: reserved, unreserved and spaces only (so one line, ASCII). */
export function isStatement(text: string): boolean {
  return STATEMENT.test(text)
}

/** EIP-4361 nonce: at least 8 letters or digits. */
export function isNonce(text: string): boolean {
  return NONCE.test(text)
}

/** EIP-4361 chain-id: 1*DIGIT. */
export function isChainId(text: string): boolean {
  return CHAIN_ID.test(text)
}

/** EIP-4361 request-id: *pchar. */
export function isRequestId(text: string): boolean {
  return REQUEST_ID.test(text)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function utcMillis(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
): number {
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, ms)
  return date.getTime()
}

/**
 * Milliseconds since the epoch of an RFC 3339 date-time, or undefined when the
 * text is not one: a real calendar date (February 30 is refused, not rolled
 * over), hours 00-23, minutes 00-59, seconds 00-59, or 60 for a leap second at
 * the end of a month in UTC (RFC 3339 §5.7), an offset of at most 23:59.
 * A leap second counts as the next second.
 */
export function dateTimeMillis(text: string): number | undefined {
  const m = DATE_TIME.exec(text)
  if (!m) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  let offset = 0
  if (m[8] === undefined) {
    const oh = Number(m[10])
    const om = Number(m[11])
    if (oh > 23 || om > 59) return undefined
    offset = (m[9] === '-' ? -1 : 1) * (oh * 60 + om)
  }
  const ms = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'))
  const at = utcMillis(year, month, day, hour, minute - offset, Math.min(second, 59), ms)
  if (second === 60) {
    // The UTC minute of a leap second is 23:59 on the last day of a month.
    const utc = new Date(at)
    const lastDay = daysInMonth(utc.getUTCFullYear(), utc.getUTCMonth() + 1)
    if (utc.getUTCHours() !== 23 || utc.getUTCMinutes() !== 59 || utc.getUTCDate() !== lastDay) return undefined
    return at + 1000
  }
  return at
}

/** RFC 3339 date-time with a real calendar date (see dateTimeMillis). */
export function isDateTime(text: string): boolean {
  return dateTimeMillis(text) !== undefined
}
