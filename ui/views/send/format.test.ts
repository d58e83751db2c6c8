import { describe, expect, it } from 'vitest'
import { formatGwei, formatUsd } from './format.js'

describe('send form formats', () => {
  it.each<[number, string]>([
    [0, '$0.00'],
    [0.004, '<$0.01'],
    [0.126, '$0.13'],
    [1234.5, '$1,234.50'],
  ])('behavior: %d USD is %j', (usd, text) => {
    expect(formatUsd(usd)).toBe(text)
  })

  it.each<[bigint, string]>([
    [2_000_000_000n, '2'],
    [1_875_432_100n, '1.875'],
    [1n, '0'],
    [30_000_000_000_000n, '30000'],
  ])('behavior: %s wei is %j Gwei (floored to 3 decimals)', (wei, text) => {
    expect(formatGwei(wei)).toBe(text)
  })
})
