// Display helpers of the modal that the domain's display rules build on, and numbers, amounts of money and dates
// in the active locale through Intl (the locale is set with the catalogue, ui/messages.ts applyTranslation).
// formatUnits lives in ui/units.ts, which the start-up code imports: this module loads with the views only.

export { formatUnits } from './units.js'

let locale = 'en'
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/** Sets the locale the Intl helpers below format in (with the catalogue's: ui/messages.ts). */
export function setFormatLocale(tag: string): void {
  locale = tag
}

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let format = formats.get(key) as F | undefined
  if (!format) formats.set(key, (format = make()))
  return format
}

/** A number in the active locale's digits and separators (`1234.5` → '1,234.5' in English, '١٬٢٣٤٫٥' in Arabic). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('n', options, () => new Intl.NumberFormat(locale, options)).format(value)
}

/** An amount of money in the active locale (`12.5, 'USD'` → '$12.50' in English, '12,50 $' in French). */
export function formatCurrency(amount: number, currency: string, options: Intl.NumberFormatOptions = {}): string {
  const all: Intl.NumberFormatOptions = { ...options, style: 'currency', currency }
  return cached('c', all, () => new Intl.NumberFormat(locale, all)).format(Number.isFinite(amount) ? amount : 0)
}

/** Whole US cents as dollars in the active locale (SPEC §3 gives token values in USD): `123456` → '$1,234.56'. */
export function formatUsdCents(cents: number): string {
  return formatCurrency(Number.isFinite(cents) ? Math.round(cents) / 100 : 0, 'USD')
}

/** A date (a Date or milliseconds) in the active locale; medium date and short time unless told otherwise. */
export function formatDate(
  date: Date | number | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const value = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(value.getTime())) return ''
  return cached('d', options, () => new Intl.DateTimeFormat(locale, options)).format(value)
}

/** An address shortened for display: `0x1234…abcd`. */
export function shortAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
