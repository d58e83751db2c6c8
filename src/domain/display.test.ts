import { describe, expect, it } from 'vitest'
import {
  floorDecimals,
  formatActivityAmount,
  formatBalance,
  formatRelativeTime,
  formatTokenBalance,
} from './display.js'
import { formatUsd, formatUsdPrice, totalUsdCents, usdCents } from './usd.js'

describe('display rules', () => {
  it.each([
    ['1.23456', '1.234'],
    ['1.9999', '1.999'],
    ['0.0009', '0.000'],
    ['12', '12.000'],
    ['007.5', '7.500'],
    [1.23456, '1.234'],
    [1e-7, '0.000'],
    [123456789.987654, '123456789.987'],
    [0n, '0.000'],
    [1234n, '1234.000'],
    [' 2.5 ', '2.500'],
    [undefined, '0.000'],
    ['', '0.000'],
    ['abc', '0.000'],
    [-1, '0.000'],
    [Number.NaN, '0.000'],
  ])("SPEC §9: balance floored to 3 decimals ('0.000' default): %s → %s", (value, shown) => {
    expect(formatBalance(value)).toBe(shown)
  })

  it.each([
    ['1.239', '1.23'],
    ['5', '5.00'],
    [undefined, '0.00'],
  ])('SPEC §9: token balance 2 decimals: %s → %s', (value, shown) => expect(formatTokenBalance(value)).toBe(shown))

  it.each([
    ['0.12345', '0.123'],
    ['2', '2.000'],
  ])('SPEC §9: activity amounts 3 decimals: %s → %s', (value, shown) => expect(formatActivityAmount(value)).toBe(shown))

  it('behavior: with no decimals, the whole part, and bad input is 0 (no point)', () => {
    expect(floorDecimals('12.99', 0)).toBe('12')
    expect(floorDecimals(undefined, 0)).toBe('0')
    expect(floorDecimals('abc', 0)).toBe('0')
  })

  it('behavior: the header balance (3 decimals) and a token row (2 decimals) of the same balance differ as SPEC §9 says, both floored', () => {
    // 10000.489… ETH: the Account header says 10000.489, the Tokens row 10000.48; neither rounds up.
    expect(formatBalance('10000.48999')).toBe('10000.489')
    expect(formatTokenBalance('10000.48999')).toBe('10000.48')
    expect(formatActivityAmount('10000.48999')).toBe('10000.489')
  })

  it.each([
    [30001467.1234, 3000146712],
    [0.005, 1],
    [0.004, 0],
    [0, 0],
    [-5, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['12', 0],
    [undefined, 0],
  ])('behavior: USD value %s is %s whole cents', (value, cents) => expect(usdCents(value)).toBe(cents))

  it.each([
    [3000146712, '$30,001,467.12'],
    [25, '$0.25'],
    [0, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('behavior: %s cents show as %s', (cents, shown) => expect(formatUsd(cents)).toBe(shown))

  it.each([
    [3000, '$3,000.00'],
    [1, '$1.00'],
    [0.25, '$0.25'],
    [0.000012345, '$0.00001235'],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [undefined, null],
  ])('behavior: price %s per unit shows as %s', (price, shown) => expect(formatUsdPrice(price)).toBe(shown))

  it('behavior: the total is the sum of the cents each row shows, never a cent apart', () => {
    // Rounded one by one: 0.005 + 0.005 → 1 + 1 cents; the exact sum 0.01 would be 1 cent.
    expect(totalUsdCents([0.005, 0.005])).toBe(2)
    expect(totalUsdCents([])).toBe(0)
  })

  const now = Date.UTC(2026, 0, 1)
  it.each([
    [now - 3600_000, '1 hr. ago'],
    [now + 3600_000, 'in 1 hr.'],
    [now - 5 * 60_000, '5 min. ago'],
    [now - 2 * 24 * 3600_000, '2 days ago'],
    [now - 10_000, '10 sec. ago'],
  ])("SPEC §9: relative-time labels through Intl ('in %s', '%s ago', '1 hr'): %s → %s", (then, label) => {
    expect(formatRelativeTime(then, now, 'en')).toBe(label)
  })
})
