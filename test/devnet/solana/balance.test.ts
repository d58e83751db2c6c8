// The data API's Solana balances (SPEC §8 "Balance namespaces: eip155, solana"): the
// balance route answers the native SOL balance of the local Solana chain for a solana:
// chain id or a Solana address, in the shape the client's schema reads.
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '../../../src/api/schemas.js'
import { apiRoutes } from '../server/api.js'
import { startJsonServer, type JsonServer } from '../server/http.js'
import { Registry } from '../server/registry.js'
import { SOLANA_DEV_ACCOUNTS } from './accounts.js'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, startSolanaChain, type SolanaChain } from './server.js'

let chain: SolanaChain
let api: JsonServer
const address = SOLANA_DEV_ACCOUNTS[0]!.address

beforeAll(async () => {
  chain = await startSolanaChain({ fund: { addresses: [address], lamports: 100n * BigInt(LAMPORTS_PER_SOL) } })
  api = await startJsonServer({
    name: 'api',
    port: 0,
    routes: apiRoutes({
      projectId: 'devnet',
      chains: [],
      registry: new Registry(() => api.url, Math.floor(Date.now() / 1000)),
      walletsUrl: 'http://127.0.0.1:9/wallets',
      selfUrl: () => api.url,
      onrampPurchases: new Set(),
      solana: { caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID, getBalance: (a) => chain.getBalance(a) },
    }),
    onError: (error) => {
      throw error
    },
  })
})
afterAll(async () => {
  await api?.close()
  await chain?.close()
})

async function balance(who: string, chainId?: string) {
  const url = new URL(`/v1/account/${encodeURIComponent(who)}/balance`, api.url)
  url.searchParams.set('projectId', 'devnet')
  url.searchParams.set('currency', 'usd')
  if (chainId) url.searchParams.set('chainId', chainId)
  const res = await fetch(url)
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('the balance route on Solana', () => {
  it('answers the native SOL balance with symbol SOL, 9 decimals and a price, in the client schema', async () => {
    const { status, body } = await balance(address, SOLANA_DEVNET_CAIP_NETWORK_ID)
    expect(status).toBe(200)
    expect(API_PATHS.balance.response!.safeParse(body).success).toBe(true)
    expect(body).toEqual({
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: SOLANA_DEVNET_CAIP_NETWORK_ID,
          value: 100 * 150,
          price: 150,
          quantity: { decimals: '9', numeric: '100' },
          iconUrl: 'http://127.0.0.1:9/wallets/public/getTokenImage/SOL',
        },
      ],
    })
  })

  it('follows the chain: an airdrop of 1.5 SOL shows at once; a new account holds 0', async () => {
    const someone = Keypair.generate().publicKey.toBase58()
    const empty = (await balance(someone, SOLANA_DEVNET_CAIP_NETWORK_ID)).body as { balances: { quantity: unknown }[] }
    expect(empty.balances[0]!.quantity).toEqual({ decimals: '9', numeric: '0' })
    chain.airdrop(someone, 1_500_000_000n)
    const after = (await balance(someone)).body as { balances: { quantity: unknown; value: number }[] }
    expect(after.balances[0]).toMatchObject({ quantity: { decimals: '9', numeric: '1.5' }, value: 225 })
    // A CAIP-10 account id works as the path's address too.
    const caip10 = await balance(`${SOLANA_DEVNET_CAIP_NETWORK_ID}:${someone}`, SOLANA_DEVNET_CAIP_NETWORK_ID)
    expect(caip10.body).toEqual(after)
  })

  it('answers other Solana networks with no balances and a bad Solana address with a 400', async () => {
    expect((await balance(address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).body).toEqual({ balances: [] })
    const bad = await balance('0x1234', SOLANA_DEVNET_CAIP_NETWORK_ID)
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: /^address: Address is invalid/ })
  })
})
