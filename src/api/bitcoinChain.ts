// A Bitcoin network's chain service, as Bitcoin wallets and apps read one: the Esplora HTTP API (a UTXO set by
// address, fee estimates, broadcast). Bitcoin has no JSON-RPC an app can call, so a bip122 network's RPC URL is
// the base URL of such a service (the devnet's own, or a public Esplora). Every answer is checked with zod; every
// failure is a catalogue error of the HTTP client's (SPEC §8).
import * as z from 'zod/mini'
import { RequestAbortedError } from '../errors/catalogue.js'
import type { CaipNetworkId } from '../domain/caip.js'
import { HttpRequestError, InvalidResponseError, NoRpcUrlError, RequestFailedError } from '../errors/thrown.js'
import { createHttpClient, type HttpClientConfig } from './http.js'
import type { RpcProvider } from './rpc.js'

const sats = z.number().check(z.int(), z.nonnegative(), z.lte(21e14))

const UtxoSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  vout: z.number().check(z.int(), z.nonnegative()),
  value: sats,
  status: z.object({ confirmed: z.boolean() }),
})

const StatsSchema = z.object({ funded_txo_sum: sats, spent_txo_sum: sats })
const AddressSchema = z.object({ chain_stats: StatsSchema, mempool_stats: StatsSchema })
const FeeEstimatesSchema = z.record(z.string(), z.number().check(z.positive()))

/** An unspent output of an address. */
export type Utxo = z.output<typeof UtxoSchema>

/** The calls of a Bitcoin chain service. */
export interface BitcoinChainClient {
  /** Satoshis the address holds, its mempool included (what the wallet can spend now). */
  balance(address: string, signal?: AbortSignal): Promise<bigint>
  /** The address's unspent outputs, unconfirmed ones included. */
  utxos(address: string, signal?: AbortSignal): Promise<Utxo[]>
  /** Sat/vB for a confirmation within `blocks` blocks (the nearest target the service estimates). */
  feeRate(blocks: number, signal?: AbortSignal): Promise<number>
  /** Whether the transaction `txid` is in a block (false while in the mempool; HttpRequestError 404 when unknown). */
  confirmed(txid: string, signal?: AbortSignal): Promise<boolean>
  /** Broadcasts a signed transaction (hex); resolves with its txid. */
  broadcast(hex: string, signal?: AbortSignal): Promise<string>
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidResponseError({ details: `${what}: ${parsed.error.issues[0]?.message ?? ''}` })
  return parsed.data
}

/**
 * The client of `chainId`'s service: the network's RPC URL is its base URL; a network without one (or no chains' RPC
 * at all) is NoRpcUrlError ('No RPC url provided for chainId').
 */
export function bitcoinChainOf(
  rpc: Pick<RpcProvider, 'network'> | null | undefined,
  chainId: CaipNetworkId,
  config: Omit<HttpClientConfig, 'baseUrl' | 'clientId' | 'headers'>,
): BitcoinChainClient {
  const baseUrl = rpc?.network(chainId)?.rpcUrls.default.http[0]
  if (baseUrl === undefined) throw new NoRpcUrlError({ details: chainId })
  return createBitcoinChainClient({ ...config, baseUrl })
}

/** A client of the Esplora API at `baseUrl`. */
export function createBitcoinChainClient(config: Omit<HttpClientConfig, 'clientId' | 'headers'>): BitcoinChainClient {
  const http = createHttpClient(config)
  const at = (address: string) => `/address/${encodeURIComponent(address)}`
  return {
    async balance(address, signal) {
      const a = parse(AddressSchema, await http.getJson({ path: at(address), signal }), 'address')
      const held = (s: z.output<typeof StatsSchema>) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
      return held(a.chain_stats) + held(a.mempool_stats)
    },
    async utxos(address, signal) {
      return parse(z.array(UtxoSchema), await http.getJson({ path: `${at(address)}/utxo`, signal }), 'utxo')
    },
    async feeRate(blocks, signal) {
      const estimates = parse(FeeEstimatesSchema, await http.getJson({ path: '/fee-estimates', signal }), 'fees')
      const targets = Object.keys(estimates)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
        .sort((a, b) => a - b)
      const target = targets.find((n) => n >= blocks) ?? targets.at(-1)
      if (target === undefined) throw new InvalidResponseError({ details: 'fee-estimates: no target' })
      return estimates[String(target)]!
    },
    async confirmed(txid, signal) {
      const status = await http.getJson({ path: `/tx/${encodeURIComponent(txid)}/status`, signal })
      return parse(z.object({ confirmed: z.boolean() }), status, 'tx status').confirmed
    },
    async broadcast(hex, signal) {
      // Esplora takes the raw hex as the body and answers the txid as text, or why it refused the transaction.
      const url = http.url({ path: '/tx' })
      let response: Response
      try {
        response = await config.fetch(url, {
          method: 'POST',
          body: hex,
          headers: { 'content-type': 'text/plain' },
          signal,
        })
      } catch (cause) {
        if (signal?.aborted) throw new RequestAbortedError({ details: `POST ${url.pathname}`, cause })
        throw new RequestFailedError({ details: `POST ${url.origin}${url.pathname}`, cause })
      }
      const text = (await response.text().catch(() => '')).slice(0, 300).trim()
      if (!response.ok) throw new HttpRequestError(response.status, { code: response.status, details: text })
      return parse(z.string().check(z.regex(/^[0-9a-f]{64}$/)), text, 'tx')
    },
  }
}
