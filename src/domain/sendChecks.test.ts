import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatUnitsExact, isReceiverName, parseUnitsExact } from './sendChecks.js'

describe('send amounts', () => {
  it.each<[string, number, bigint | null]>([
    ['0.01', 18, 10_000_000_000_000_000n],
    ['5', 6, 5_000_000n],
    ['.5', 6, 500_000n],
    ['5.', 6, 5_000_000n],
    ['1.123456', 6, 1_123_456n],
    ['1.1234567', 6, null],
    ['0', 6, 0n],
    ['', 6, null],
    ['.', 6, null],
    ['1e3', 6, null],
    ['-1', 6, null],
    ['1,5', 6, null],
    [' 1', 6, null],
    ['7', 0, 7n],
    ['7.0', 0, null],
  ])(
    'behavior: parseUnitsExact(%j, %i) is %s (digits, a point, at most the decimals; no float)',
    (amount, decimals, units) => {
      expect(parseUnitsExact(amount, decimals)).toBe(units)
    },
  )

  it('property: parseUnitsExact agrees with viem parseUnits on every amount within the decimals, and formatUnitsExact gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 }), fc.bigInt({ min: 0n, max: 10n ** 40n }), (decimals, units) => {
        const text = formatUnitsExact(units, decimals)
        expect(parseUnitsExact(text, decimals)).toBe(units)
        expect(parseUnits(text, decimals)).toBe(units)
      }),
    )
  })

  it('property: never throws; a refusal is null', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -2, max: 300 }), (text, decimals) => {
        const r = parseUnitsExact(text, decimals)
        expect(r === null || r >= 0n).toBe(true)
      }),
    )
  })
})

describe('receiver names', () => {
  it.each<[string, boolean]>([
    ['alice.reown.id', true],
    ['vitalik.eth', true],
    ['alice', false],
    ['alice.', false],
    ['.eth', false],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    ['0x12.eth', false],
    ['al ice.eth', false],
  ])('behavior: %j is a name to resolve: %s', (text, name) => {
    expect(isReceiverName(text)).toBe(name)
  })
})
