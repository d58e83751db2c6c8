import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { solanaSignature } from './solanaSignature.js'

describe('solanaSignature', () => {
  it("property: an answer's signature is taken exactly when it is the base58 of 64 bytes", () => {
    fc.assert(
      fc.property(
        // Half of the answers are 64 bytes: a uniform length would rarely draw the one length taken.
        fc.oneof(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.uint8Array({ minLength: 0, maxLength: 80 })),
        (bytes) => {
          const signature = base58.encode(bytes)
          expect(solanaSignature({ signature })).toBe(bytes.length === 64 ? signature : null)
          expect(solanaSignature({ signature, publicKey: 'x' })).toBe(bytes.length === 64 ? signature : null)
        },
      ),
    )
  })

  it('error: anything else is null and never throws: no object, no signature, not a string, not base58, too long', () => {
    const good = base58.encode(new Uint8Array(64).fill(7))
    for (const answer of [
      null,
      undefined,
      good,
      42,
      [good],
      {},
      { signature: 64 },
      { signature: new Uint8Array(64) },
      { signature: `${good.slice(0, -1)}0` },
      { signature: `${good} ` },
      { signature: `1${good}` },
      { signature: '1'.repeat(101) },
    ])
      expect(solanaSignature(answer)).toBeNull()
  })
})
