// Wallet requests for apps without wagmi: each hook is a request through gatehouse.getProvider(), so
// it is a TxQueued intent in the log and, for embedded-wallet users, shown in ApproveTransaction.
import { useCallback, useMemo, useRef, useState } from 'react'
import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from '../../src/provider/provider.js'
import { useGatehouse } from './context.js'

/** Where a request stands. */
export type RequestStatus = 'idle' | 'pending' | 'success' | 'error'

/** The outcome of the latest call; `error` is an EIP-1193 error (`code`, `message`, `name`, `shortMessage`). */
interface RequestState<R> {
  status: RequestStatus
  data: R | null
  error: ProviderRpcError | null
}

/** Runs `make(provider, account)` on each call; the latest call's outcome is the state. */
function useRequest<A, R>(
  make: (request: (method: string, params?: unknown[]) => Promise<unknown>, arg: A, account: string) => Promise<R>,
) {
  const gatehouse = useGatehouse()
  const [state, setState] = useState<RequestState<R>>({ status: 'idle', data: null, error: null })
  const latest = useRef(0)
  const run = useCallback(
    async (arg: A): Promise<R | null> => {
      const call = ++latest.current
      const settle = (next: RequestState<R>) => call === latest.current && setState(next)
      settle({ status: 'pending', data: null, error: null })
      const provider = gatehouse.getProvider()
      const request = (method: string, params?: unknown[]) => provider.request({ method, params })
      try {
        const [account] = (await request('eth_accounts')) as string[]
        // No account: the provider's own 4900 'Please call connect() before request()'.
        const data = await make(request, arg, account ?? '')
        settle({ status: 'success', data, error: null })
        return data
      } catch (error) {
        settle({ status: 'error', data: null, error: error as ProviderRpcError })
        return null
      }
    },
    // `make` is a module-level function of each hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gatehouse],
  )
  return [run, state] as const
}

const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

const sign = async (
  request: (method: string, params?: unknown[]) => Promise<unknown>,
  message: string,
  account: string,
) => (await request('personal_sign', [utf8Hex(message), account])) as string

/**
 * Signs a message with the connected EVM wallet (personal_sign). `signMessage` resolves with the
 * signature, or null when it failed (then `error` says why; 4001 when the visitor rejected it).
 */
export function useSignMessage(): {
  signMessage: (message: string) => Promise<string | null>
  status: RequestStatus
  signature: string | null
  error: ProviderRpcError | null
} {
  const [signMessage, { status, data, error }] = useRequest(sign)
  return useMemo(() => ({ signMessage, status, signature: data, error }), [signMessage, status, data, error])
}

/** A transaction as `useSendTransaction` takes it: amounts in wei as bigint. */
export interface TransactionRequest {
  to: Address
  value?: bigint
  data?: Hex
  gas?: bigint
}

const hex = (n: bigint | undefined) => (n === undefined ? undefined : `0x${n.toString(16)}`)

const send = async (
  request: (method: string, params?: unknown[]) => Promise<unknown>,
  tx: TransactionRequest,
  from: string,
) =>
  (await request('eth_sendTransaction', [
    { from, to: tx.to, value: hex(tx.value), data: tx.data, gas: hex(tx.gas) },
  ])) as string

/**
 * Sends a transaction from the connected EVM wallet (eth_sendTransaction). `sendTransaction` resolves
 * with the hash, or null when it failed (then `error` says why; 4001 when the visitor rejected it).
 */
export function useSendTransaction(): {
  sendTransaction: (tx: TransactionRequest) => Promise<string | null>
  status: RequestStatus
  hash: string | null
  error: ProviderRpcError | null
} {
  const [sendTransaction, { status, data, error }] = useRequest(send)
  return useMemo(() => ({ sendTransaction, status, hash: data, error }), [sendTransaction, status, data, error])
}
