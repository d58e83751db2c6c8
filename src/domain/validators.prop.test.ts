import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbFuzzInput, FUZZ_TARGETS } from '../../test/helpers/validators.js'

// Validators and parsers return typed results: none throws on any string or JSON value (STYLE §7).
describe('validators never throw', () => {
  it.each(FUZZ_TARGETS.map((t) => [t.name, t] as const))('property: %s returns on any string or JSON value', async (_name, target) => {
    await fc.assert(
      fc.asyncProperty(arbFuzzInput(target), async (input) => {
        await target.run(input)
      }),
      { numRuns: 300 },
    )
  })

  it.each(FUZZ_TARGETS.map((t) => [t.name, t] as const))('default: %s accepts its first seed without throwing', async (_name, target) => {
    await expect(Promise.resolve().then(() => target.run(target.seeds[0]))).resolves.not.toThrow()
  })
})
