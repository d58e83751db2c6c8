// The devnet bundler's JSON-RPC endpoint: one 127.0.0.1 server for every chain, `POST /{chainId}` (the bundler URL of
// a chain is `${url}/${chainId}`). Errors are JSON-RPC errors with HTTP 200, as a bundler answers them.
import { createWalletClient, http, keccak256, numberToHex, parseEther, stringToHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../accounts.js'
import { waitForReceipt } from '../receipt.js'
import { startJsonServer, type JsonServer } from '../server/http.js'
import { BundlerRpcError, createBundler, type Bundler } from './bundler.js'

/** The executor's key: a fixed devnet key (public knowledge, devnet money only), from a label. */
export const BUNDLER_EXECUTOR_KEY: Hex = keccak256(stringToHex('gatehouse devnet bundler executor'))

/** Options of {@link startBundlerServer}. */
export interface BundlerServerOptions {
  port?: number
  /** The chains to bundle for, each with its EntryPoint. */
  chains: readonly { chainId: number; rpcUrl: string; entryPoint: Address }[]
  onError?: (error: unknown) => void
}

/** A running bundler server. */
export interface BundlerServer extends Pick<JsonServer, 'close'> {
  /** Base URL; a chain's bundler is `${url}/${chainId}`. */
  url: string
  /** Who signs handleOps and collects the fees. */
  executor: Address
}

const RequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]),
  method: z.string(),
  params: z.optional(z.array(z.unknown())),
})

/** Funds the executor on each chain (100 ETH from the treasury) and serves the chains' bundlers. */
export async function startBundlerServer(options: BundlerServerOptions): Promise<BundlerServer> {
  const executor = privateKeyToAccount(BUNDLER_EXECUTOR_KEY)
  const bundlers = new Map<number, Bundler>()
  for (const chain of options.chains) {
    const wallet = createWalletClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    // anvil keeps the dev accounts unlocked: the treasury sends through eth_sendTransaction.
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        { from: DEV_ACCOUNTS[TREASURY_INDEX]!.address, to: executor.address, value: numberToHex(parseEther('100')) },
      ],
    } as never)) as Hex
    await waitForReceipt(wallet as never, hash)
    bundlers.set(chain.chainId, createBundler({ ...chain, executor }))
  }
  const server = await startJsonServer({
    name: 'bundler',
    port: options.port ?? 0,
    onError: options.onError ? (error) => options.onError!(error) : undefined,
    routes: [
      {
        method: 'POST',
        path: '/{chainId}',
        body: RequestSchema,
        handler: async ({ params, body }) => {
          const request = body as z.infer<typeof RequestSchema>
          const reply = (payload: { result: unknown } | { error: { code: number; message: string } }) => ({
            kind: 'json' as const,
            body: { jsonrpc: '2.0', id: request.id, ...payload },
          })
          const bundler = bundlers.get(Number(params.chainId))
          if (!bundler) return reply({ error: { code: 4901, message: `No bundler for chain ${params.chainId}.` } })
          try {
            return reply({ result: await bundler.request(request.method, request.params ?? []) })
          } catch (error) {
            if (error instanceof BundlerRpcError) return reply({ error: { code: error.code, message: error.message } })
            options.onError?.(error)
            return reply({ error: { code: -32603, message: error instanceof Error ? error.message : String(error) } })
          }
        },
      },
    ],
  })
  return { url: server.url, executor: executor.address, close: () => server.close() }
}
