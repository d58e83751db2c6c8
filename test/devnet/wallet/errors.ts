// EIP-1193 errors: a ProviderRpcError is an Error with a numeric `code` (and optional `data`),
// the codes of EIP-1193 §"Provider Errors", EIP-3085/3326 (4902) and JSON-RPC 2.0.

/** The codes the test wallet answers with. */
export const WALLET_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** An EIP-1193 provider error: `code` says what went wrong, `message` says it for people. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** 4001: the person rejected the request in the prompt. */
export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
/** 4100: the origin has not been granted the accounts, or the account is not the wallet's. */
export const unauthorized = (detail = 'The requested account and/or method has not been authorized by the user.') =>
  new ProviderRpcError(4100, detail)
/** 4200: the wallet does not support the method. */
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The wallet does not support the method ${method}.`)
/** 4900: the wallet is disconnected from every chain. */
export const disconnected = () => new ProviderRpcError(4900, 'The wallet is disconnected from all chains.')
/** 4901: the wallet cannot reach the current chain. */
export const chainDisconnected = (chainId: number) =>
  new ProviderRpcError(4901, `The wallet cannot reach chain ${chainId}.`)
/** 4902 (EIP-3326): the chain is not known to the wallet; add it with wallet_addEthereumChain. */
export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )
/** -32602: the params are malformed. */
export const invalidParams = (detail: string) => new ProviderRpcError(-32602, `Invalid params: ${detail}`)
/** -32603: something failed inside the wallet (signing, preparing the transaction). */
export const internalError = (detail: string, data?: unknown) =>
  new ProviderRpcError(-32603, `Internal error: ${detail}`, data)
