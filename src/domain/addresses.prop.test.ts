import { base58 } from '@scure/base'
import fc from 'fast-check'
import { getAddress } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { validateEvmAddress, validateSolanaAddress } from './addresses.js'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const arbBytes20 = fc.uint8Array({ minLength: 20, maxLength: 20 })

describe('address properties', () => {
  it('property: SPEC §5 checksum round trip: lower, upper and checksummed forms agree, and validating the checksum form returns it', () => {
    fc.assert(
      fc.property(arbBytes20, fc.boolean(), (bytes, prefix) => {
        const lower = hex(bytes)
        const r = validateEvmAddress(`${prefix ? '0x' : ''}${lower}`)
        expect(r.ok).toBe(true)
        if (!r.ok) return
        const checksummed = r.value
        expect(validateEvmAddress(checksummed)).toEqual({ ok: true, value: checksummed })
        expect(validateEvmAddress(`0x${lower.toUpperCase()}`)).toEqual({ ok: true, value: checksummed })
      }),
    )
  })

  it("property: the EIP-55 checksum is viem getAddress's, for any 20 bytes", () => {
    fc.assert(
      fc.property(arbBytes20, (bytes) => {
        const lower = `0x${hex(bytes)}`
        expect(validateEvmAddress(lower)).toEqual({ ok: true, value: getAddress(lower) })
      }),
      { numRuns: 2000 },
    )
  })

  it('property: SPEC §5 mixed case must pass the checksum: flipping one letter of a checksummed address fails', () => {
    fc.assert(
      fc.property(arbBytes20, fc.nat(), (bytes, at) => {
        const r = validateEvmAddress(hex(bytes))
        if (!r.ok) return
        const body = r.value.slice(2)
        const letters = [...body].flatMap((c, i) => (/[a-fA-F]/.test(c) ? [i] : []))
        if (letters.length === 0) return
        const i = letters[at % letters.length] as number
        const c = body[i] as string
        const flipped =
          body.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + body.slice(i + 1)
        const uniform = flipped === flipped.toLowerCase() || flipped === flipped.toUpperCase()
        expect(validateEvmAddress(`0x${flipped}`).ok).toBe(uniform)
      }),
    )
  })

  it('property: SPEC §5 any 32-byte key in base58 is a Solana address; other lengths are not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const encoded = base58.encode(bytes)
        const r = validateSolanaAddress(encoded)
        if (bytes.length === 32) expect(r).toEqual({ ok: true, value: encoded })
        else expect(r.ok).toBe(false)
      }),
    )
  })
})
