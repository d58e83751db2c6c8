// SPEC §9 display rules: balance floored to 3 decimals ('0.000' default), token
// balance 2 decimals, activity amounts 3 decimals; relative-time labels via Intl.
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

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/**
 * SPEC §9 relative-time labels ('in %s', '%s ago', '1 hr'), through Intl.RelativeTimeFormat in the short style:
 * `then` and `now` in ms. Invalid times give ''.
 */
export function formatRelativeTime(then: number, now: number, locale = 'en'): string {
  if (!Number.isFinite(then) || !Number.isFinite(now)) return ''
  const diff = then - now
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' })
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms || unit === 'second') return format.format(Math.trunc(diff / ms), unit)
  return ''
}
