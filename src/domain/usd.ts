// USD amounts as the views show them (ours: SPEC §3 gives a token balance's value and price in USD, SPEC §9 no
// display rule for them): whole cents, and a total is the sum of the cents shown beside it, so a header's total
// never disagrees with its rows. Only lazy views use it; display.ts, which the start-up path imports, holds SPEC
// §9's rules.

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
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number.isFinite(cents) ? Math.round(cents) / 100 : 0,
  )
}

/** A USD price per unit: cents from $1, four significant digits below ('$0.25', '$0.00001235'); no price is null. */
export function formatUsdPrice(price: unknown): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  return price >= 1
    ? formatUsd(usdCents(price))
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }).format(price)
}
