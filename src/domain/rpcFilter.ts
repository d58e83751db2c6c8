// SPEC §6: the embedded-wallet RPC filter, public names. Every method name is exactly one of
// safe (run silently), unsafe (needs approval in the modal) or rejected. (Wrappers, not re-exports,
// of rpcMethods.ts: see addressChecks.ts for why.)
import { RpcCallNotAllowedError } from '../errors/thrown.js'
import { CORE_MESSAGES } from '../errors/messages.js'
import { abortedOnClose, classifyMethod, SAFE_METHODS, UNSAFE_METHODS, type RpcMethodClass } from './rpcMethods.js'

export type { RpcMethodClass } from './rpcMethods.js'

/** SPEC §6: safe methods named by SPEC, plus the other read-only eth_* methods of the Ethereum JSON-RPC API. */
export const SAFE_RPC_METHODS: readonly string[] = /* @__PURE__ */ SAFE_METHODS.slice()

/** SPEC §6: methods that need approval in the modal (Solana's sign and send methods included). */
export const UNSAFE_RPC_METHODS: readonly string[] = /* @__PURE__ */ UNSAFE_METHODS.slice()

/** SPEC §6: classifies a method name; anything not listed (and any non-string) is rejected. Names are case-sensitive. */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  return classifyMethod(method)
}

/** SPEC §6: the error a rejected request fails with, and the text the modal shows after 300 ms. */
export function rejectedRpcCall(method: unknown): {
  error: InstanceType<typeof RpcCallNotAllowedError>
  userMessage: string
} {
  return {
    error: new RpcCallNotAllowedError({ details: `Method: ${typeof method === 'string' ? method : typeof method}` }),
    userMessage: CORE_MESSAGES.actionNotAllowed,
  }
}

/** SPEC §4: closing the modal aborts pending requests except safe ones. */
export function isAbortedOnClose(method: unknown): boolean {
  return abortedOnClose(method)
}
