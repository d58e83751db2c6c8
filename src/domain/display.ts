// SPEC §9 display rules, the one place every view takes them from: the account
// balance (the Account header, useAccount) floored to 3 decimals ('0.000' default),
// a token balance (a Tokens row) 2 decimals, an activity amount (an Activity row)
// 3 decimals; all three floor, so no view shows more than the account holds.
// Relative-time labels via Intl. USD amounts, which SPEC §9 gives no rule for, are
// in usd.ts: the start-up path (useAccount) imports this file, and only views use those.
import { ACTIVITY_DECIMALS, BALANCE_DECIMALS, TOKEN_BALANCE_DECIMALS } from './constants.js'

const DECIMAL = /^(\d+)(?:\.(\d*))?$/

/** A non-negative amount floored (truncated) to `decimals` places, exactly, without float rounding; bad input gives zero. */
export function floorDecimals(value: unknown, decimals: number): string {
  const zero = decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return zero
    text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
  } else if (typeof value === 'bigint') {
    text = value < 0n ? '' : value.toString()
  } else if (typeof value === 'string') {
    text = value.trim()
  } else return zero
  const m = DECIMAL.exec(text)
  if (!m) return zero
  const whole = (m[1] as string).replace(/^0+(?=\d)/, '')
  if (decimals <= 0) return whole
  return `${whole}.${(m[2] ?? '').slice(0, decimals).padEnd(decimals, '0')}`
}

/** SPEC §9: the account balance, floored to 3 decimals, '0.000' when unknown. */
export function formatBalance(value: unknown): string {
  return floorDecimals(value, BALANCE_DECIMALS)
}

/** SPEC §9: a token balance, 2 decimals. */
export function formatTokenBalance(value: unknown): string {
  return floorDecimals(value, TOKEN_BALANCE_DECIMALS)
}

/** SPEC §9: an activity amount, 3 decimals. */
export function formatActivityAmount(value: unknown): string {
  return floorDecimals(value, ACTIVITY_DECIMALS)
}

// Each unit's length in ms, longest first (a month as 30 days, a year as 365).
const UNITS = { year: 31_536e6, month: 2_592e6, day: 864e5, hour: 36e5, minute: 6e4, second: 1e3 } as const

/**
 * SPEC §9 relative-time labels ('in %s', '%s ago', '1 hr'), through Intl.RelativeTimeFormat in the short style:
 * `then` and `now` in ms, in the longest unit the gap fills. Invalid times give ''.
 */
export function formatRelativeTime(then: number, now: number, locale = 'en'): string {
  if (!Number.isFinite(then) || !Number.isFinite(now)) return ''
  const diff = then - now
  const unit = (Object.keys(UNITS) as (keyof typeof UNITS)[]).find((u) => Math.abs(diff) >= UNITS[u]) ?? 'second'
  return new Intl.RelativeTimeFormat(locale, { style: 'short' }).format(Math.trunc(diff / UNITS[unit]), unit)
}
