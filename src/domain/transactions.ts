// SPEC §5 transaction checks, through viem's own transaction assertions, mapped
// to InvalidTransactionError with the rule that failed.
import {
  assertTransactionEIP1559,
  assertTransactionEIP2930,
  assertTransactionLegacy,
  serializeAccessList,
} from 'viem/utils'
import { InvalidTransactionError, type TransactionRule } from '../errors/thrown.js'
import type { Result } from './result.js'
import { describeValue } from '../errors/GatehouseError.js'

/** A transaction to check (viem's serializable shape: amounts as bigint). */
export interface TransactionToCheck {
  type?: 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702' | undefined
  chainId?: number | undefined
  to?: string | null | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  accessList?: readonly { address: string; storageKeys: readonly string[] }[] | undefined
  blobVersionedHashes?: readonly string[] | undefined
  v?: bigint | undefined
}

// viem error name → our rule (viem's BaseError for EIP-1559 fields on other types is a fee conflict).
const RULES: Record<string, TransactionRule> = {
  InvalidChainIdError: 'chainId',
  InvalidAddressError: 'address',
  TipAboveFeeCapError: 'tipAboveFeeCap',
  FeeCapTooHighError: 'feeCapTooHigh',
  InvalidStorageKeySizeError: 'storageKeySize',
}

function mapViemError(error: unknown): InvalidTransactionError {
  const e = error as { name?: unknown; shortMessage?: unknown; message?: unknown }
  const name = typeof e?.name === 'string' ? e.name : ''
  const text =
    typeof e?.shortMessage === 'string'
      ? e.shortMessage
      : typeof e?.message === 'string'
        ? e.message
        : describeValue(error)
  const rule = RULES[name] ?? (text.includes('maxFeePerGas') ? 'feeConflict' : 'malformed')
  return new InvalidTransactionError(rule, text, { cause: error })
}

/** The transaction type SPEC's checks apply to: the declared one, else inferred from its fee fields. */
function transactionTypeOf(tx: TransactionToCheck): NonNullable<TransactionToCheck['type']> {
  if (tx.type) return tx.type
  if (tx.blobVersionedHashes !== undefined) return 'eip4844'
  if (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined) return 'eip1559'
  if (tx.accessList !== undefined && tx.gasPrice !== undefined) return 'eip2930'
  return 'legacy'
}

/**
 * SPEC §5: chain id positive; max priority fee not above max fee; max fee not above the protocol cap (2^256-1);
 * EIP-2930 and legacy reject EIP-1559 fee fields; storage keys 32 bytes; blob versioned hashes non-empty,
 * 32 bytes, version 1; legacy v 27 or 28 (or EIP-155's chainId·2+35/36). Never throws.
 */
export function checkTransaction(input: unknown): Result<TransactionToCheck, InvalidTransactionError> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, error: new InvalidTransactionError('malformed', 'Expected a transaction object') }
  const tx = input as TransactionToCheck
  try {
    const type = transactionTypeOf(tx)
    // viem's assertions read these as given; a chain id must be a positive integer whatever the type.
    if (tx.chainId !== undefined && !(Number.isSafeInteger(tx.chainId) && tx.chainId > 0))
      return {
        ok: false,
        error: new InvalidTransactionError('chainId', `Chain id "${describeValue(tx.chainId)}" is invalid.`),
      }
    if (type === 'eip1559' || type === 'eip4844' || type === 'eip7702') assertTransactionEIP1559(tx as never)
    else if (type === 'eip2930') assertTransactionEIP2930(tx as never)
    else assertTransactionLegacy(tx as never)
    if (tx.accessList !== undefined) serializeAccessList(tx.accessList as never)
    if (type === 'eip4844') {
      const blob = checkBlobHashes(tx.blobVersionedHashes)
      if (blob) return { ok: false, error: blob }
    }
    if (type === 'legacy' && tx.v !== undefined) {
      const allowed = [27n, 28n]
      if (tx.chainId !== undefined) allowed.push(BigInt(tx.chainId) * 2n + 35n, BigInt(tx.chainId) * 2n + 36n)
      if (typeof tx.v !== 'bigint' || !allowed.includes(tx.v))
        return {
          ok: false,
          error: new InvalidTransactionError(
            'legacyV',
            `Invalid \`v\` value "${describeValue(tx.v)}". Expected 27 or 28.`,
          ),
        }
    }
    return { ok: true, value: tx }
  } catch (error) {
    return { ok: false, error: mapViemError(error) }
  }
}

function checkBlobHashes(hashes: unknown): InvalidTransactionError | undefined {
  if (!Array.isArray(hashes) || hashes.length === 0)
    return new InvalidTransactionError('blobEmpty', 'Blob data must not be empty.')
  for (const hash of hashes) {
    if (typeof hash !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(hash) || hash.length !== 66)
      return new InvalidTransactionError(
        'blobHashSize',
        `Versioned hash "${describeValue(hash)}" size is invalid. Expected 32 bytes.`,
      )
    if (hash.slice(2, 4) !== '01')
      return new InvalidTransactionError(
        'blobHashVersion',
        `Versioned hash "${hash}" version is invalid. Expected version 1.`,
      )
  }
  return undefined
}
