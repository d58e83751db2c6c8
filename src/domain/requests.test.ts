import { describe, expect, it } from 'vitest'
import { isPairingExpired, pairingExpiry, responseTypeOf, validateSendCalls } from './requests.js'

describe('requests', () => {
  it.each([
    [[{ calls: [{ to: '0xab' }] }], true],
    [[{ calls: [{ to: '0xab', data: '0x12', value: '0x0' }], chainId: '0x1', version: '1.0' }], true],
    [[{ calls: [] }], true],
    [[{ calls: [{ to: 'ab' }] }], false],
    [[{ calls: [{ to: '0xab', data: '12' }] }], false],
    [[{ calls: [{ data: '0x12' }] }], false],
    [{ calls: [{ to: '0xab' }] }, false],
    ['0x', false],
  ])("SPEC §5: wallet_sendCalls: each call needs 'to' starting 0x; optional data starting 0x (%#)", (params, valid) => {
    expect(validateSendCalls(params).ok).toBe(valid)
  })

  it.each([
    [`0x${'a'.repeat(64)}`, 'transaction'],
    [`0x${'A'.repeat(62)}`, 'transaction'],
    [`0x${'1'.repeat(130)}`, 'transaction'],
    [`0x${'a'.repeat(61)}`, 'object'],
    [`0x${'g'.repeat(64)}`, 'object'],
    [`${'a'.repeat(64)}`, 'object'],
    [{ hash: `0x${'a'.repeat(64)}` }, 'object'],
    [null, 'object'],
  ])(
    'SPEC §5: response type: 0x plus 64 hex, or 0x hex of 62+, is a transaction/signature result: %s → %s',
    (value, type) => {
      expect(responseTypeOf(value)).toBe(type)
    },
  )

  it.each([
    [0, false],
    [4 * 60_000 - 10_000, false],
    [4 * 60_000 - 9_999, true],
    [4 * 60_000, true],
    [5 * 60_000, true],
  ])('SPEC §5 / §9: pairing expiry 4 minutes; expired under 10 s left (at +%i ms → %s)', (elapsed, expired) => {
    const expiry = pairingExpiry(1_000_000)
    expect(expiry).toBe(1_000_000 + 240_000)
    expect(isPairingExpired(expiry, 1_000_000 + elapsed)).toBe(expired)
  })
})
