// The local Bitcoin network's HTTP face: the subset of the Esplora API (Blockstream's,
// mempool.space's) an app needs to show balances, pick UTXOs and fees, broadcast and
// watch a transaction, plus POST /mine, which makes a block of the mempool. Esplora
// answers errors as plain text, not JSON, so this server does too: an app's Esplora
// client shows the same message here as against the real service.
import { BitcoinLedger, BroadcastError } from './ledger.js'
import { bitcoin, BITCOIN_NETWORK, bitcoinDevAccounts, type BitcoinDevAccount } from './keys.js'
import { startJsonServer, type JsonServer, type Reply, type Route } from '../server/http.js'

/** Esplora's /fee-estimates (sat/vB per confirmation target in blocks); fixed, and above the 1 sat/vB floor. */
export const BITCOIN_FEE_ESTIMATES: Readonly<Record<string, number>> = Object.freeze({
  '1': 5,
  '2': 4,
  '3': 3,
  '6': 2,
  '12': 1.5,
  '144': 1,
})

/** Each dev account's payment address gets two UTXOs of this many sats (0.5 BTC). */
export const BITCOIN_DEV_UTXO_SATS = 50_000_000n

const TXID = /^[0-9a-f]{64}$/

const text = (body: string, status = 200): Reply => ({
  kind: 'raw',
  status,
  contentType: 'text/plain; charset=utf-8',
  body,
  headers: { 'cache-control': 'no-store' },
})

/** The Esplora routes over a ledger. */
export function bitcoinRoutes(ledger: BitcoinLedger): Route[] {
  const script = (address: string): Uint8Array | undefined => {
    try {
      return bitcoin.address.toOutputScript(address, BITCOIN_NETWORK)
    } catch {
      return undefined
    }
  }
  const invalidAddress = (address: string) => text(`Invalid Bitcoin testnet address: ${address}`, 400)
  const invalidTxid = (txid: string) => text(`Invalid txid: ${txid} (64 lowercase hex digits)`, 400)
  return [
    {
      method: 'GET',
      path: '/address/{address}/utxo',
      handler: ({ params }) => {
        const s = script(params.address!)
        return s ? { kind: 'json', body: ledger.utxos(s) } : invalidAddress(params.address!)
      },
    },
    {
      method: 'GET',
      path: '/address/{address}',
      handler: ({ params }) => {
        const s = script(params.address!)
        if (!s) return invalidAddress(params.address!)
        const { chain, mempool } = ledger.stats(s)
        return { kind: 'json', body: { address: params.address, chain_stats: chain, mempool_stats: mempool } }
      },
    },
    { method: 'GET', path: '/fee-estimates', handler: () => ({ kind: 'json', body: BITCOIN_FEE_ESTIMATES }) },
    {
      method: 'POST',
      path: '/tx',
      // Esplora takes the hex as text/plain; any content type is accepted, the body is checked.
      rawBody: true,
      handler: ({ text: body }) => {
        try {
          return text(ledger.broadcast(body))
        } catch (error) {
          if (error instanceof BroadcastError) return text(`sendrawtransaction RPC error: ${error.message}`, 400)
          throw error
        }
      },
    },
    {
      method: 'GET',
      path: '/tx/{txid}/hex',
      handler: ({ params }) => {
        if (!TXID.test(params.txid!)) return invalidTxid(params.txid!)
        const hex = ledger.txHex(params.txid!)
        return hex === undefined ? text('Transaction not found', 404) : text(hex)
      },
    },
    {
      method: 'GET',
      path: '/tx/{txid}/status',
      handler: ({ params }) => {
        if (!TXID.test(params.txid!)) return invalidTxid(params.txid!)
        const status = ledger.txStatus(params.txid!)
        return status === undefined ? text('Transaction not found', 404) : { kind: 'json', body: status }
      },
    },
    { method: 'POST', path: '/mine', rawBody: true, handler: () => ({ kind: 'json', body: ledger.mine() }) },
    { method: 'GET', path: '/blocks/tip/height', handler: () => text(String(ledger.tipHeight())) },
    { method: 'GET', path: '/blocks/tip/hash', handler: () => text(ledger.tipHash()) },
  ]
}

/** Options of {@link startBitcoinServer}. */
export interface BitcoinServerOptions {
  /** Port on 127.0.0.1 (0 or absent: a free one). */
  port?: number
  /** The accounts to fund (default the ten dev accounts). */
  accounts?: BitcoinDevAccount[]
  onError?: (error: unknown) => void
}

/** A running local Bitcoin network. */
export interface BitcoinServer extends Pick<JsonServer, 'url' | 'port' | 'close'> {
  ledger: BitcoinLedger
  accounts: BitcoinDevAccount[]
}

/** Starts the local Bitcoin network with each account's payment address funded with 2 × 0.5 BTC (confirmed). */
export async function startBitcoinServer(options: BitcoinServerOptions = {}): Promise<BitcoinServer> {
  const accounts = options.accounts ?? bitcoinDevAccounts()
  const ledger = new BitcoinLedger({
    funding: accounts.flatMap((a) => [
      { address: a.payment, value: BITCOIN_DEV_UTXO_SATS },
      { address: a.payment, value: BITCOIN_DEV_UTXO_SATS },
    ]),
  })
  const server = await startJsonServer({
    name: 'bitcoin',
    port: options.port ?? 0,
    routes: bitcoinRoutes(ledger),
    onError: options.onError ? (error) => options.onError!(error) : undefined,
  })
  return { url: server.url, port: server.port, close: () => server.close(), ledger, accounts }
}
