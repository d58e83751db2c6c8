// SPEC §9 display rules, the one place every view takes them from: the account
// balance (the Account header, useAccount) floored to 3 decimals ('0.000' default),
// a token balance (a Tokens row) 2 decimals, an activity amount (an Activity row)
// 3 decimals; all three floor, so no view shows more than the account holds. USD
// amounts (ours: SPEC shows none) are whole cents, and a total is the sum of the
// cents shown beside it; relative-time labels via Intl.
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

/** A USD amount (a SPEC §3 token balance's `value`) as whole cents, rounded; anything but a finite non-negative number is 0. */
export function usdCents(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0
}

/** The sum of the cents of each value, as the rows beside it show them: the total always equals their sum. */
export function totalUsdCents(values: readonly unknown[]): number {
  let sum = 0
  for (const value of values) sum += usdCents(value)
  return sum
}

/** Whole cents as US dollars: `123456` → '$1,234.56'. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number.isFinite(cents) ? Math.round(cents) / 100 : 0)
}

/** A USD price per unit: cents from $1, four significant digits below ('$0.25', '$0.00001235'); no price is null. */
export function formatUsdPrice(price: unknown): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  return price >= 1 ? formatUsd(usdCents(price)) : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }).format(price)
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
