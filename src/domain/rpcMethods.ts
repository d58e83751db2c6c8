// SPEC §6: the embedded-wallet RPC filter. Every method name is exactly one of
// safe (run silently), unsafe (needs approval in the modal) or rejected. Lazy
// chunks (the request effect, the router, the approval selectors) import this
// module, never rpcFilter.ts, whose public exports wrap these (see
// addressChecks.ts for why: the lists would otherwise load at start).

/** SPEC §6: safe methods named by SPEC, plus the other read-only eth_* methods of the Ethereum JSON-RPC API. */
export const SAFE_METHODS: readonly string[] = [
  // named by SPEC §6
  'eth_accounts',
  'eth_call',
  'eth_chainId',
  'eth_getBalance',
  'eth_getLogs',
  'eth_getTransactionReceipt',
  'eth_estimateGas',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getAssets',
  // the other read-only eth_* methods (SPEC: "full list not shown"; these read chain state only)
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_createAccessList',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
]

/** SPEC §6: methods that need approval in the modal (Solana's sign and send methods included). */
export const UNSAFE_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** How the embedded wallet treats a method (SPEC §6). */
export type RpcMethodClass = 'safe' | 'unsafe' | 'rejected'

const SAFE = new Set(SAFE_METHODS)
const UNSAFE = new Set(UNSAFE_METHODS)

/** SPEC §6: classifies a method name; anything not listed (and any non-string) is rejected. Names are case-sensitive. */
export function classifyMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'rejected'
  if (SAFE.has(method)) return 'safe'
  if (UNSAFE.has(method)) return 'unsafe'
  return 'rejected'
}

/** SPEC §4: closing the modal aborts pending requests except safe ones. */
export function abortedOnClose(method: unknown): boolean {
  return classifyMethod(method) !== 'safe'
}

/**
 * Whether a request only reads (a safe method other than eth_sendRawTransaction): it travels as ephemeral
 * events, through the bus and never into the log.
 */
export function isReadOnlyMethod(method: unknown): boolean {
  return method !== 'eth_sendRawTransaction' && classifyMethod(method) === 'safe'
}
