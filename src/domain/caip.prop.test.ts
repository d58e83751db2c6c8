import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAMESPACES } from './caip.js'
import { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from './caipIds.js'

const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''))
const REF = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'
const ACC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.%'
const arbNetwork = fc.record({ namespace: fc.constantFrom(...NAMESPACES), reference: chars(REF, 1, 32) })
const arbAccount = fc.record({
  namespace: fc.constantFrom(...NAMESPACES),
  reference: chars(REF, 1, 32),
  address: chars(ACC, 1, 128),
})

describe('CAIP round trips', () => {
  it('property: SPEC §5 CAIP-2: parse ∘ format is the identity on valid parts', () => {
    fc.assert(
      fc.property(arbNetwork, (n) => {
        expect(parseCaipNetworkId(formatCaipNetworkId(n))).toEqual({ ok: true, value: n })
      }),
    )
  })

  it('property: SPEC §5 CAIP-10: parse ∘ format is the identity on valid parts', () => {
    fc.assert(
      fc.property(arbAccount, (a) => {
        expect(parseCaipAddress(formatCaipAddress(a))).toEqual({ ok: true, value: a })
      }),
    )
  })

  it('property: format ∘ parse is the identity on every string that parses', () => {
    const near = fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom(...NAMESPACES, 'cosmos', ''), fc.string(), fc.string()).map((p) => p.join(':')),
      fc.tuple(fc.constantFrom(...NAMESPACES, 'cosmos'), chars(REF, 0, 33)).map((p) => p.join(':')),
    )
    fc.assert(
      fc.property(near, (s) => {
        const n = parseCaipNetworkId(s)
        if (n.ok) expect(formatCaipNetworkId(n.value)).toBe(s)
        const a = parseCaipAddress(s)
        if (a.ok) expect(formatCaipAddress(a.value)).toBe(s)
      }),
    )
  })
})
