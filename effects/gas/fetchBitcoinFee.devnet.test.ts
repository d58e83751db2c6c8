// The send form's Bitcoin fee against the devnet's own Bitcoin service (an Esplora subset): BitcoinFeeRequested for
// a dev account → its unspent outputs' values and the fee rate at src/domain/bitcoinFee.ts's target, as the service
// holds them; an address the service refuses ends in BitcoinFeeFetchFailed, never a silent nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBitcoinChainClient } from '../../src/api/bitcoinChain.js'
import { FEE_TARGET_BLOCKS } from '../../src/domain/bitcoinFee.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { createEvent } from '../../src/events/index.js'
import { BITCOIN_CAIP_ID } from '../../test/devnet/bitcoin/keys.js'
import { BITCOIN_FEE_ESTIMATES, startBitcoinServer, type BitcoinServer } from '../../test/devnet/bitcoin/server.js'
import { effectHarness, fakeRpc, services } from '../../test/helpers/fakeServices.js'
import { fetchBitcoinFee } from './fetchBitcoinFee.js'

let server: BitcoinServer
beforeAll(async () => {
  server = await startBitcoinServer()
})
afterAll(() => server.close())

/** The chains' RPC with the Bitcoin network's URL pointing at the devnet's service. */
const rpcAt = (url: string) => ({
  ...fakeRpc(() => null),
  network: (chainId: string) => {
    const network = findNetwork(NETWORKS, chainId)
    return network && { ...network, rpcUrls: { default: { http: [url] } } }
  },
})

describe('fetchBitcoinFee on the devnet', () => {
  it("default: a dev account's unspent outputs (sats) and the service's fee rate for the target", async () => {
    const address = server.accounts[0]!.payment
    const client = createBitcoinChainClient({
      baseUrl: server.url,
      fetch: (input, init) => fetch(input, init),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    })
    const expected = (await client.utxos(address)).map((u) => String(u.value))
    expect(expected.length).toBeGreaterThan(0)
    const t = await effectHarness({ fetchBitcoinFee }, services({ rpc: rpcAt(server.url) }), {
      deps: { fetch: (input, init) => fetch(input, init) },
    })
    await t.emit(createEvent('BitcoinFeeRequested', { chainId: BITCOIN_CAIP_ID, address }))
    const fetched = await vi.waitFor(() => t.last('BitcoinFeeFetched')!.data)
    expect(fetched).toEqual({
      chainId: BITCOIN_CAIP_ID,
      address,
      rate: BITCOIN_FEE_ESTIMATES[String(FEE_TARGET_BLOCKS)],
      outputs: expected,
    })
    await t.g.dispose()
  })

  it('error: an address the service refuses is BitcoinFeeFetchFailed for that sender', async () => {
    const t = await effectHarness({ fetchBitcoinFee }, services({ rpc: rpcAt(server.url) }), {
      deps: { fetch: (input, init) => fetch(input, init) },
    })
    await t.emit(createEvent('BitcoinFeeRequested', { chainId: BITCOIN_CAIP_ID, address: 'not-an-address' }))
    const failed = await vi.waitFor(() => t.last('BitcoinFeeFetchFailed')!.data)
    expect(failed).toMatchObject({
      chainId: BITCOIN_CAIP_ID,
      address: 'not-an-address',
      error: { name: expect.any(String) },
    })
    expect(t.last('BitcoinFeeFetched')).toBeUndefined()
    await t.g.dispose()
  })
})
