// How the Swap view writes amounts, prices and percentages.
import { floorDecimals } from '../../../src/domain/display.js'
import { formatCurrency, formatUnits } from '../../format.js'

/** Significant places the swap shows of an amount (ours: enough for a quote, short enough for the 360 px modal). */
const PLACES = 6

/** An amount in the smallest unit written in whole units, floored to 6 places, trailing zeros dropped. */
export function formatAmount(value: bigint | string, decimals: number): string {
  return trim(floorDecimals(formatUnits(String(value), decimals), PLACES))
}

/** A JS number of whole units (a rate), floored to 6 places. */
export function formatNumber(value: number): string {
  return trim(floorDecimals(value, PLACES))
}

const trim = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text)

/** A USD value in the active locale: two decimals, '< $0.01' below a cent. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return `< ${formatCurrency(0.01, 'USD')}`
  return formatCurrency(value, 'USD')
}

/** A fraction as a percentage with two decimals (0.0123 → '1.23 %'). */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)} %`
}
