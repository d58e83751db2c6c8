// SIWX session checks the lazy SIWX code uses (effects/siwx, src/domain/siwxVerify.ts), apart from
// siwxConfig.ts, which createGatehouse uses at start, so that they load with that code and not in every
// app's initial JS.
import type { SiwxSessionData } from './siwxConfig.js'

/** Milliseconds of an RFC 3339 time, or NaN. */
function timeOf(value: string | undefined): number {
  return value === undefined ? Number.NaN : Date.parse(value)
}

/**
 * Whether a session may be used at `now` (ms): not past its Expiration Time and
 * not before its Not Before. An unreadable time counts as unusable.
 */
export function isSessionUsable(data: Pick<SiwxSessionData, 'expirationTime' | 'notBefore'>, now: number): boolean {
  if (data.expirationTime !== undefined) {
    const t = timeOf(data.expirationTime)
    if (Number.isNaN(t) || now >= t) return false
  }
  if (data.notBefore !== undefined) {
    const t = timeOf(data.notBefore)
    if (Number.isNaN(t) || now < t) return false
  }
  return true
}

/** The default domain and URI of a page: `location.host` and `location.origin`; undefined without a page. */
export function pageOrigin(): { domain: string; uri: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; origin?: unknown } }).location
  if (typeof location?.host !== 'string' || typeof location.origin !== 'string' || location.host === '')
    return undefined
  return { domain: location.host, uri: location.origin }
}
