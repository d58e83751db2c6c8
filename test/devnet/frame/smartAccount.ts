// The devnet frame's smart accounts (SPEC §3: an EVM embedded user's default type is smartAccount): each frame user
// owns the SimpleAccount of their dev key (test/devnet/simpleAccount.ts), whose address is known before it exists
// (the factory's CREATE2 address, the same on every chain). When the user prefers it, the frame's signer answers for
// it: eth_accounts is the smart account, eth_sendTransaction and wallet_sendCalls (EIP-5792) become one user operation
// sent through the devnet bundler (the first one deploys the account), wallet_getCallsStatus reads the bundler's
// receipt, and wallet_getCapabilities says calls are atomic. personal_sign and eth_signTypedData_v4 answer the account's
// signature as real smart accounts do: the owner's over the EIP-191 / EIP-712 hash, which the account's ERC-1271
// isValidSignature accepts, and while the account is not deployed, wrapped in ERC-6492 (the factory call that deploys
// it), so an app verifies it through the chain (viem's verifyMessage / verifyTypedData) before the first transaction.
import {
  createPublicClient,
  http,
  isHex,
  numberToHex,
  type Address,
  type Hex,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient, type BundlerClient } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import type { AccountAbstractionAddresses } from '../accountAbstraction.js'
import { devnetViemChain } from '../chains.js'
import { toDevnetSimpleAccount } from '../simpleAccount.js'
import { invalidParams, ProviderRpcError, unauthorized, unsupportedMethod } from '../wallet/errors.js'

/** Where the frame finds ERC-4337 on the devnet. */
export interface FrameAccountAbstraction extends AccountAbstractionAddresses {
  /** The bundler's base URL (a chain's bundler is `${bundler}/${chainId}`). */
  bundler: string
}

/** The smart-account side of the frame's signer. */
export interface FrameSmartAccounts {
  /** The chains whose users can have a smart account (SPEC §7 smart account networks). */
  chainIds: readonly number[]
  /** The owner's smart account address and whether it is deployed on `chainId`. */
  describe(owner: Address, chainId: number): Promise<{ address: Address; isDeployed: boolean }>
  /** Answers one request for the owner's smart account on `chainId`; `undefined` for a read-only call to forward. */
  request(privateKey: Hex, chainId: number, method: string, params: unknown): Promise<{ result: unknown } | undefined>
  /** Answers wallet_getCapabilities for an EOA user: no atomic batches. */
  eoaCapabilities(chainIds: readonly number[]): Record<Hex, unknown>
}

// EIP-5792 error codes.
const UNSUPPORTED_CHAIN = 5710
const UNKNOWN_BUNDLE = 5730

const hexString = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const addressString = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
// SPEC §5: each call needs a 'to' starting 0x, and its data, when given, starts 0x.
const CallSchema = z.object({
  to: addressString,
  data: z.optional(hexString),
  value: z.optional(hexString),
})
const SendCallsSchema = z.object({
  version: z.optional(z.string()),
  chainId: z.optional(hexString),
  from: z.optional(addressString),
  calls: z.array(CallSchema).check(z.minLength(1)),
  atomicRequired: z.optional(z.boolean()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})
// EIP-712 typed data as a page sends it (viem checks the types and values when it hashes them).
const TypedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const TransactionSchema = z.object({
  from: z.optional(addressString),
  to: addressString,
  data: z.optional(hexString),
  value: z.optional(hexString),
})

const capability = (chainIds: readonly number[], status: 'supported' | 'unsupported') =>
  Object.fromEntries(chainIds.map((id) => [numberToHex(id), { atomic: { status } }])) as Record<Hex, unknown>

/** The frame's smart accounts on `chains`, through the devnet bundler. */
export function createFrameSmartAccounts(
  chains: readonly { chainId: number; rpcUrl: string }[],
  aa: FrameAccountAbstraction,
): FrameSmartAccounts {
  const clients = new Map<number, PublicClient>()
  const clientOf = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId)
    if (!chain) throw new ProviderRpcError(UNSUPPORTED_CHAIN, `The devnet has no smart accounts on chain ${chainId}.`)
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({
        chain: devnetViemChain(chainId, chain.rpcUrl),
        transport: http(chain.rpcUrl, { retryCount: 0 }),
        cacheTime: 0,
      })
      clients.set(chainId, client)
    }
    return client
  }
  const accountOf = (owner: LocalAccount, chainId: number) =>
    toDevnetSimpleAccount({ client: clientOf(chainId), owner, addresses: aa })
  // One user operation at a time per account and chain: two built at once would take the same nonce.
  const sending = new Map<string, Promise<unknown>>()
  const serially = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (sending.get(key) ?? Promise.resolve()).then(task, task)
    sending.set(
      key,
      run.catch(() => undefined),
    )
    return run
  }
  const send = async (owner: LocalAccount, chainId: number, calls: z.output<typeof CallSchema>[]) => {
    const account = await accountOf(owner, chainId)
    const bundler: BundlerClient = createBundlerClient({
      client: clientOf(chainId),
      account,
      transport: http(`${aa.bundler}/${chainId}`, { retryCount: 0 }),
    })
    return serially(`${chainId}:${owner.address}`, async () => {
      const hash = await bundler.sendUserOperation({
        calls: calls.map((c) => ({
          to: c.to as Address,
          data: (c.data ?? '0x') as Hex,
          value: c.value === undefined ? 0n : BigInt(c.value),
        })),
      })
      return bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    })
  }
  const parse = <T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw invalidParams(`${what}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`)
    return parsed.data
  }

  return {
    chainIds: chains.map((c) => c.chainId),
    async describe(owner, chainId) {
      const client = clientOf(chainId)
      const account = await toDevnetSimpleAccount({
        client,
        owner: { address: owner } as LocalAccount,
        addresses: aa,
      })
      const address = await account.getAddress()
      const code = await client.getCode({ address })
      return { address, isDeployed: code !== undefined && code !== '0x' }
    },
    async request(privateKey, chainId, method, params) {
      const owner = privateKeyToAccount(privateKey)
      const list = Array.isArray(params) ? (params as unknown[]) : []
      const address = (await this.describe(owner.address, chainId)).address
      const mine = (from: string | undefined) => {
        if (from !== undefined && from.toLowerCase() !== address.toLowerCase())
          throw unauthorized(`The secure frame signs for ${address} only.`)
      }
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return { result: [address] }
        case 'eth_sendTransaction': {
          const tx = parse(TransactionSchema, list[0], 'eth_sendTransaction takes one transaction')
          mine(tx.from)
          const receipt = await send(owner, chainId, [tx])
          // As an EOA's: the hash of the transaction that carried it, so the app waits for its receipt as usual.
          if (!receipt.success)
            throw new ProviderRpcError(-32603, `The user operation reverted (${receipt.userOpHash}).`)
          return { result: receipt.receipt.transactionHash }
        }
        case 'wallet_sendCalls': {
          const request = parse(SendCallsSchema, list[0], 'wallet_sendCalls takes { calls: [{ to, data?, value? }] }')
          mine(request.from)
          if (request.chainId !== undefined && Number(request.chainId) !== chainId)
            throw new ProviderRpcError(UNSUPPORTED_CHAIN, `wallet_sendCalls names chain ${Number(request.chainId)}.`)
          const receipt = await send(owner, chainId, request.calls)
          return { result: { id: receipt.userOpHash } }
        }
        case 'wallet_getCallsStatus': {
          const id = parse(hexString, list[0], 'wallet_getCallsStatus takes the id wallet_sendCalls answered')
          const answer = (await fetch(`${aa.bundler}/${chainId}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [id] }),
          }).then((r) => r.json())) as { result: null | { success: boolean; receipt: Record<string, unknown> } }
          if (!answer.result) throw new ProviderRpcError(UNKNOWN_BUNDLE, `No calls with the id ${id}.`)
          const { receipt, success } = answer.result
          return {
            result: {
              version: '2.0.0',
              id,
              chainId: numberToHex(chainId),
              atomic: true,
              // EIP-5792: 200 confirmed, 500 reverted on chain.
              status: success ? 200 : 500,
              receipts: [
                {
                  logs: receipt.logs,
                  status: success ? '0x1' : '0x0',
                  blockHash: receipt.blockHash,
                  blockNumber: receipt.blockNumber,
                  gasUsed: receipt.gasUsed,
                  transactionHash: receipt.transactionHash,
                },
              ],
            },
          }
        }
        case 'wallet_getCapabilities':
          return {
            result: capability(
              chains.map((c) => c.chainId),
              'supported',
            ),
          }
        case 'personal_sign': {
          const [message, from] = list
          if (typeof message !== 'string') throw invalidParams('personal_sign takes [message, address]')
          mine(typeof from === 'string' ? from : undefined)
          const account = await accountOf(owner, chainId)
          return { result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) }
        }
        case 'eth_signTypedData_v4': {
          const [from, data] = list
          mine(typeof from === 'string' ? from : undefined)
          let json: unknown = data
          if (typeof data === 'string') {
            try {
              json = JSON.parse(data)
            } catch {
              throw invalidParams('eth_signTypedData_v4: the typed data is not JSON')
            }
          }
          const typed = parse(
            TypedDataSchema,
            json,
            'eth_signTypedData_v4 takes [address, { types, primaryType, message }]',
          )
          const account = await accountOf(owner, chainId)
          try {
            return { result: await account.signTypedData({ ...typed, domain: typed.domain ?? {} } as never) }
          } catch (error) {
            // Typed data is only known at run time; viem checks it against its types and throws on a mismatch.
            throw invalidParams(error instanceof Error ? error.message.split('\n')[0]! : 'typed data cannot be signed')
          }
        }
        default:
          if (method.startsWith('wallet_') && method !== 'wallet_switchEthereumChain') throw unsupportedMethod(method)
          return undefined
      }
    },
    eoaCapabilities(chainIds) {
      return capability(chainIds, 'unsupported')
    },
  }
}
