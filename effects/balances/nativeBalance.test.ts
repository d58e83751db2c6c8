import { describe, expect, it } from 'vitest'
import type { RpcProvider, RpcRequest } from '../../src/api/rpc.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import { bitcoinNetwork, findNetwork, NETWORKS, solanaNetwork } from '../../src/domain/networks.js'
import { InvalidResponseError, NoRpcUrlError } from '../../src/errors/thrown.js'
import { readNativeBalance } from './nativeBalance.js'

const EVM = '0x00000000000000000000000000000000000000aa'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** An RPC provider over SPEC's networks answering `answer`, recording each request with the signal it carried. */
function rpcAnswering(answer: (request: RpcRequest) => unknown) {
  const calls: Array<{ chainId: string; request: RpcRequest; signal: AbortSignal | undefined }> = []
  const rpc: RpcProvider = {
    network: (chainId) => findNetwork(NETWORKS, chainId),
    async request(chainId, request, options) {
      calls.push({ chainId, request, signal: options?.signal })
      return answer(request)
    },
  }
  return { rpc, calls }
}

const noFetch = { fetch: () => Promise.reject(new Error('no fetch')), setTimeout, clearTimeout }
const read = (
  rpc: RpcProvider,
  namespace: ChainNamespace,
  chainId: CaipNetworkId,
  address: string,
  deps: Parameters<typeof readNativeBalance>[0] = noFetch,
) => readNativeBalance(deps, rpc, namespace, chainId, address, new AbortController().signal)

describe('readNativeBalance: eip155 (eth_getBalance)', () => {
  it("default: the hex quantity in the network's currency; the request carries the caller's signal", async () => {
    const { rpc, calls } = rpcAnswering(() => '0xde0b6b3a7640000')
    const signal = new AbortController().signal
    expect(await readNativeBalance(noFetch, rpc, 'eip155', 'eip155:1', EVM, signal)).toEqual({
      symbol: 'ETH',
      decimals: 18,
      value: 10n ** 18n,
    })
    expect(calls).toEqual([
      { chainId: 'eip155:1', request: { method: 'eth_getBalance', params: [EVM, 'latest'] }, signal },
    ])
  })

  it('behavior: on a network the provider does not know, the currency is ETH with 18 decimals', async () => {
    const { rpc } = rpcAnswering(() => '0x1')
    expect(await read(rpc, 'eip155', 'eip155:999999', EVM)).toEqual({ symbol: 'ETH', decimals: 18, value: 1n })
  })

  it.each([
    ['a decimal string', '12', 'eth_getBalance: "12"'],
    ['a list holding a hex quantity', ['0x10'], 'eth_getBalance: ["0x10"]'],
    ['no result', undefined, 'eth_getBalance: undefined'],
  ])('error: %s is InvalidResponseError naming the answer', async (_, answer, details) => {
    const { rpc } = rpcAnswering(() => answer)
    const error = await read(rpc, 'eip155', 'eip155:1', EVM).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toBe(details)
  })

  it('error: the answer quoted in the details is cut at 80 characters', async () => {
    const { rpc } = rpcAnswering(() => 'x'.repeat(200))
    const error = (await read(rpc, 'eip155', 'eip155:1', EVM).catch((e: unknown) => e)) as InvalidResponseError
    expect(error.details).toBe(`eth_getBalance: "${'x'.repeat(79)}`)
  })
})

describe('readNativeBalance: solana (getBalance)', () => {
  it("default: the confirmed lamports in SOL's 9 decimals; the request carries the caller's signal", async () => {
    const { rpc, calls } = rpcAnswering(() => ({ context: { slot: 1 }, value: 2_500_000_000 }))
    const signal = new AbortController().signal
    expect(await readNativeBalance(noFetch, rpc, 'solana', solanaNetwork.caipNetworkId, SOL, signal)).toEqual({
      symbol: 'SOL',
      decimals: 9,
      value: 2_500_000_000n,
    })
    expect(calls).toEqual([
      {
        chainId: solanaNetwork.caipNetworkId,
        request: { method: 'getBalance', params: [SOL, { commitment: 'confirmed' }] },
        signal,
      },
    ])
  })

  it('behavior: an empty account is 0', async () => {
    const { rpc } = rpcAnswering(() => ({ value: 0 }))
    expect((await read(rpc, 'solana', solanaNetwork.caipNetworkId, SOL)).value).toBe(0n)
  })

  it.each([
    ['no result', undefined, 'getBalance: undefined'],
    ['null', null, 'getBalance: null'],
    ['a bare number', 5, 'getBalance: 5'],
    ['a value that is a string', { value: '5' }, 'getBalance: {"value":"5"}'],
    ['a fraction', { value: 1.5 }, 'getBalance: {"value":1.5}'],
    ['a negative value', { value: -1 }, 'getBalance: {"value":-1}'],
    ['a value past the safe integers', { value: 2 ** 53 }, `getBalance: {"value":${2 ** 53}}`],
  ])('error: %s is InvalidResponseError naming the answer', async (_, answer, details) => {
    const { rpc } = rpcAnswering(() => answer)
    const error = await read(rpc, 'solana', solanaNetwork.caipNetworkId, SOL).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toBe(details)
  })

  it('error: the answer quoted in the details is cut at 80 characters', async () => {
    const { rpc } = rpcAnswering(() => ({ value: 'y'.repeat(200) }))
    const error = (await read(rpc, 'solana', solanaNetwork.caipNetworkId, SOL).catch(
      (e: unknown) => e,
    )) as InvalidResponseError
    expect(error.details).toBe(`getBalance: ${JSON.stringify({ value: 'y'.repeat(200) }).slice(0, 80)}`)
  })
})

describe('readNativeBalance: bip122 (Esplora) and the rest', () => {
  it("default: funded less spent outputs, mempool included, in BTC's 8 decimals, read with the caller's fetch", async () => {
    const urls: string[] = []
    const deps = {
      ...noFetch,
      fetch: async (url: string | URL | Request) => {
        urls.push(String(url))
        const stats = (funded: number, spent: number) => ({ funded_txo_sum: funded, spent_txo_sum: spent })
        return Response.json({ chain_stats: stats(100_000, 30_000), mempool_stats: stats(5_000, 1_000) })
      },
    } as Parameters<typeof readNativeBalance>[0]
    const { rpc, calls } = rpcAnswering(() => null)
    expect(await read(rpc, 'bip122', bitcoinNetwork.caipNetworkId, BTC, deps)).toEqual({
      symbol: 'BTC',
      decimals: 8,
      value: 74_000n,
    })
    expect(urls).toEqual([`https://mempool.space/api/address/${BTC}`])
    expect(calls).toEqual([])
  })

  it('error: a namespace with no native balance reader is NoRpcUrlError naming it', async () => {
    const { rpc, calls } = rpcAnswering(() => '0x1')
    const error = await read(rpc, 'polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'addr').catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(NoRpcUrlError)
    expect(error).toMatchObject({ details: 'no native balance on polkadot' })
    expect(calls).toEqual([])
  })
})
