import { describe, expect, it } from 'vitest'
import { formatActivityAmount, formatBalance, formatRelativeTime, formatTokenBalance } from './display.js'

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
