// litesvm's transaction errors as the Solana JSON-RPC writes them (`err` of a status or a
// simulation: "BlockhashNotFound", { InstructionError: [0, { Custom: 1 }] }, …), so
// @solana/web3.js reads them as it reads a real cluster's. litesvm's enums are `const
// enum`s with no runtime object, hence the names here, in the order of its internal.d.ts.
import type { FailedTransactionMetadata } from 'litesvm'

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error in the JSON-RPC form. */
export type TransactionErrorJson = string | Record<string, unknown>

/** The name of a fieldless transaction error (its litesvm number). */
export function transactionErrorName(code: number): string {
  return TRANSACTION_ERRORS[code] ?? `TransactionError(${code})`
}

function instructionErrorJson(err: unknown): TransactionErrorJson {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError(${err})`
  const custom = err as { code?: unknown }
  if (typeof custom.code === 'number') return { Custom: custom.code }
  // InstructionErrorBorshIO carries no field in the RPC form.
  return 'BorshIoError'
}

/** The JSON-RPC form of a failed transaction's error. */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const err: unknown = failed.err()
  if (typeof err === 'number') return transactionErrorName(err)
  const name = (err as { constructor?: { name?: string } }).constructor?.name ?? ''
  const fields = err as { index?: number; accountIndex?: number; err?: () => unknown }
  if (name.endsWith('InstructionError') && typeof fields.err === 'function')
    return { InstructionError: [fields.index ?? 0, instructionErrorJson(fields.err())] }
  if (name.endsWith('DuplicateInstruction')) return { DuplicateInstruction: fields.index ?? 0 }
  if (name.endsWith('InsufficientFundsForRent'))
    return { InsufficientFundsForRent: { account_index: fields.accountIndex ?? 0 } }
  if (name.endsWith('ProgramExecutionTemporarilyRestricted'))
    return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex ?? 0 } }
  return String(err)
}
