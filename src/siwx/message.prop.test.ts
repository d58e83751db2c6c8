import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbMalformed, arbSiwxMessage } from '../../test/helpers/siwxMessages.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

describe('sign-in message properties', () => {
  it('property: create → parse gives the fields back, and create of the parse gives the same bytes', () => {
    fc.assert(
      fc.property(arbSiwxMessage, (m) => {
        const text = createSiwxMessage(m)
        const parsed = parseSiwxMessage(text)
        if (!parsed.ok) throw parsed.error
        expect(defined(parsed.value)).toEqual(defined(m))
        expect(createSiwxMessage(parsed.value)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('property: a mutation that breaks the ABNF is refused, naming a line of the text', () => {
    fc.assert(
      fc.property(
        arbSiwxMessage.chain((m) => {
          const text = createSiwxMessage(m)
          return arbMalformed(text, m).map(([name, bad]) => ({ name, bad }))
        }),
        ({ name, bad }) => {
          const parsed = parseSiwxMessage(bad)
          expect(parsed.ok, `${name}:\n${bad}`).toBe(false)
          if (!parsed.ok) expect(parsed.error.line).toBeGreaterThanOrEqual(1)
          if (!parsed.ok) expect(parsed.error.line).toBeLessThanOrEqual(bad.split('\n').length)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('property: parsing never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('\n', ':', ' ', 'URI', 'Nonce', 'a', '-', '1') })),
        (text) => {
          expect(typeof parseSiwxMessage(text).ok).toBe('boolean')
        },
      ),
    )
  })
})
