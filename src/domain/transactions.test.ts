import { BaseError, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidTransactionError } from '../errors/thrown.js'
import { checkTransaction } from './transactions.js'

const to = '0x52908400098527886E0F7030069857D2E4169EE7'
const key = `0x${'00'.repeat(31)}01`
const hash = `0x01${'ab'.repeat(31)}`

describe('transaction checks', () => {
  it.each([
    [{ chainId: 1, to, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }],
    [{ chainId: 1, to, gasPrice: 1n, accessList: [{ address: to, storageKeys: [key] }] }],
    [{ chainId: 1, to, gasPrice: 1n }],
    [{ to, gasPrice: 1n, v: 27n }],
    [{ chainId: 1, to, gasPrice: 1n, v: 37n }],
    [{ chainId: 1, to, gasPrice: 1n, v: 38n }],
    [{ chainId: 1, to, maxPriorityFeePerGas: 1n }],
    [{ type: 'eip7702', chainId: 1, to, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }],
    [{ type: 'eip4844', chainId: 1, to, maxFeePerGas: 2n, blobVersionedHashes: [hash] }],
  ])('default: a valid transaction passes (%#)', (tx) => {
    expect(checkTransaction(tx).ok).toBe(true)
  })

  it.each([
    ['chainId', 'SPEC §5: chain id positive', { chainId: 0, to, maxFeePerGas: 1n }],
    ['chainId', 'SPEC §5: chain id positive (legacy)', { chainId: -1, to, gasPrice: 1n }],
    ['chainId', 'SPEC §5: chain id a whole number', { chainId: 1.5, to, maxFeePerGas: 1n }],
    [
      'tipAboveFeeCap',
      'SPEC §5: max priority fee not above max fee',
      { chainId: 1, to, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n },
    ],
    ['feeCapTooHigh', 'SPEC §5: max fee not above a protocol cap', { chainId: 1, to, maxFeePerGas: maxUint256 + 1n }],
    [
      'feeCapTooHigh',
      'SPEC §5: max fee not above a protocol cap (legacy)',
      { chainId: 1, to, gasPrice: maxUint256 + 1n },
    ],
    [
      'feeConflict',
      'SPEC §5: EIP-2930 rejects EIP-1559 fee fields',
      { type: 'eip2930', chainId: 1, to, gasPrice: 1n, maxFeePerGas: 1n, accessList: [] },
    ],
    [
      'feeConflict',
      'SPEC §5: legacy rejects EIP-1559 fee fields',
      { type: 'legacy', chainId: 1, to, maxPriorityFeePerGas: 1n },
    ],
    [
      'storageKeySize',
      'SPEC §5: storage keys 32 bytes',
      { chainId: 1, to, gasPrice: 1n, accessList: [{ address: to, storageKeys: ['0x01'] }] },
    ],
    [
      'blobEmpty',
      'SPEC §5: blob versioned hashes non-empty',
      { type: 'eip4844', chainId: 1, to, maxFeePerGas: 1n, blobVersionedHashes: [] },
    ],
    [
      'blobHashSize',
      'SPEC §5: blob versioned hashes 32 bytes',
      { type: 'eip4844', chainId: 1, to, maxFeePerGas: 1n, blobVersionedHashes: ['0x01ab'] },
    ],
    [
      'blobHashSize',
      'SPEC §5: blob versioned hashes 32 bytes of hex',
      { type: 'eip4844', chainId: 1, to, maxFeePerGas: 1n, blobVersionedHashes: [`0x01${'ab'.repeat(30)}zz`] },
    ],
    [
      'blobEmpty',
      'SPEC §5: blob versioned hashes non-empty (the type inferred from them)',
      { chainId: 1, to, maxFeePerGas: 1n, blobVersionedHashes: [] },
    ],
    [
      'blobHashVersion',
      'SPEC §5: blob versioned hashes version 1',
      { type: 'eip4844', chainId: 1, to, maxFeePerGas: 1n, blobVersionedHashes: [`0x02${'ab'.repeat(31)}`] },
    ],
    ['legacyV', 'SPEC §5: legacy v is 27 or 28', { to, gasPrice: 1n, v: 29n }],
    [
      'legacyV',
      "SPEC §5: legacy v with a chain id is 27, 28 or EIP-155's chainId·2+35/36",
      { chainId: 1, to, gasPrice: 1n, v: 39n },
    ],
    ['address', 'behavior: to must be an address', { chainId: 1, to: '0x12', maxFeePerGas: 1n }],
    ['malformed', 'behavior: not an object', 'tx'],
  ])('%s — %s', (rule, _name, tx) => {
    const r = checkTransaction(tx)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error).toBeInstanceOf(InvalidTransactionError)
      expect(r.error.rule).toBe(rule)
      expect(r.error.shortMessage.length).toBeGreaterThan(0)
    }
  })

  it("behavior: a rule viem enforces keeps viem's error as the cause, and its short message", () => {
    const r = checkTransaction({ chainId: 1, to, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })
    expect(r.ok).toBe(false)
    if (r.ok) return
    const cause = r.error.cause
    expect(cause).toBeInstanceOf(BaseError)
    if (!(cause instanceof BaseError)) return
    expect(cause.name).toBe('TipAboveFeeCapError')
    expect(r.error.shortMessage).toBe(cause.shortMessage)
  })
})
