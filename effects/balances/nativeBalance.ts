// The active account's native balance, from its network's own node, in each namespace's way: eth_getBalance
// (eip155), getBalance (solana JSON-RPC, lamports), the address's funded less spent outputs of the Esplora service
// that is a bip122 network's RPC URL (src/api/bitcoinChain.ts). Not an effect: fetchBalances asks it.
import type { Deps } from '../../src/deps.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import { InvalidResponseError, NoRpcUrlError } from '../../src/errors/thrown.js'
import type { RpcProvider } from '../../src/api/rpc.js'

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** The namespaces whose native balance Gatehouse reads from the network's node. */
export const NATIVE_BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/** A native balance in the currency's smallest unit. */
export interface NativeBalance {
  symbol: string
  decimals: number
  value: bigint
}

/** Reads the native balance of `address` on `chainId`; rejects with a typed error. */
export async function readNativeBalance(
  deps: Pick<Deps, 'fetch' | 'setTimeout' | 'clearTimeout'>,
  rpc: RpcProvider,
  namespace: ChainNamespace,
  chainId: CaipNetworkId,
  address: string,
  signal: AbortSignal,
): Promise<NativeBalance> {
  const network = rpc.network(chainId)
  const currency = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const balance = (value: bigint): NativeBalance => ({ symbol: currency.symbol, decimals: currency.decimals, value })
  if (namespace === 'eip155') {
    const result = await rpc.request(chainId, { method: 'eth_getBalance', params: [address, 'latest'] }, { signal })
    if (typeof result !== 'string' || !HEX_QUANTITY.test(result))
      throw new InvalidResponseError({ details: `eth_getBalance: ${JSON.stringify(result)?.slice(0, 80)}` })
    return balance(BigInt(result))
  }
  if (namespace === 'solana') {
    const result = await rpc.request(
      chainId,
      { method: 'getBalance', params: [address, { commitment: 'confirmed' }] },
      { signal },
    )
    const value = typeof result === 'object' && result !== null ? (result as { value?: unknown }).value : undefined
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new InvalidResponseError({ details: `getBalance: ${JSON.stringify(result)?.slice(0, 80)}` })
    return balance(BigInt(value))
  }
  if (namespace === 'bip122') {
    const { bitcoinChainOf } = await import('../../src/api/bitcoinChain.js')
    const client = bitcoinChainOf(rpc, chainId, {
      fetch: deps.fetch,
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
    })
    return balance(await client.balance(address, signal))
  }
  throw new NoRpcUrlError({ details: `no native balance on ${namespace}` })
}
