import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbFuzzInput, FUZZ_TARGETS } from '../../test/helpers/validators.js'

// Validators and parsers return typed results: none throws on any string or JSON value (STYLE §7).
describe('validators never throw', () => {
  it.each(FUZZ_TARGETS.map((t) => [t.name, t] as const))(
    'property: %s returns on any string or JSON value',
    async (_name, target) => {
      await fc.assert(
        fc.asyncProperty(arbFuzzInput(target), async (input) => {
          await target.run(input)
        }),
        { numRuns: 300 },
      )
    },
  )

  it.each(FUZZ_TARGETS.map((t) => [t.name, t] as const))(
    'default: %s accepts its first seed without throwing',
    async (_name, target) => {
      await expect(Promise.resolve().then(() => target.run(target.seeds[0]))).resolves.not.toThrow()
    },
  )
})

describe('validators never throw: values that cannot become primitives', () => {
  // Found by a fuzz seed: fc.anything() builds objects whose `toString`/`valueOf` keys are not functions, so
  // Number(value) and String(value) throw "Cannot convert object to primitive value".
  const hostile = { toString: 1, valueOf: 'x' }
  it('regression: hasInsufficientGas with such a balance counts it as none', async () => {
    const { hasInsufficientGas } = await import('./send.js')
    expect(hasInsufficientGas({ networkBalanceInUsd: hostile as never, isSmartAccount: false })).toBe(true)
  })
  it('regression: historyQuery leaves such a value out', async () => {
    const { historyQuery } = await import('./history.js')
    expect(historyQuery({ cursor: hostile as never, chainId: 'eip155:1' })).toEqual({ chainId: 'eip155:1' })
  })
})
