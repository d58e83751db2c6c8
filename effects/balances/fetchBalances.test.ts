import { describe, expect, it, vi } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { selectActiveBalanceUnavailable } from '../../projections/balances/balances.selectors.js'
import { fakeApi, fakeRpc, services, settle } from '../../test/helpers/fakeServices.js'
import type { Services } from '../../src/api/serviceSet.js'
import { bitcoinNetwork } from '../../src/domain/networks.js'
import { fetchBalances } from './fetchBalances.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const TOKEN = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b8',
  value: 2,
  price: 1,
  quantity: { decimals: '6', numeric: '2' },
  iconUrl: '',
}

/** A Gatehouse running fetchBalances on a clock the test moves (virtual time: nothing sleeps). */
async function setup(svc: Services, requested?: `eip155:${number}`[]) {
  let now = Date.UTC(2026, 0, 1)
  const g = createTestGatehouse({
    effects: { fetchBalances },
    deps: { now: () => now, services: svc },
    ...(requested ? { networks: { requested } } : {}),
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const types = () => seen.map((e) => e.type).filter((t) => t !== 'SessionRestored' && t !== 'Configured')
  return {
    g,
    types,
    seen,
    advance: (ms: number) => void (now += ms),
    connect: async (chainId: `eip155:${number}` = 'eip155:1') => {
      g.emit(createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId, address: ADDRESS }))
      await settle()
    },
    open: async () => {
      g.emit(createEvent('ModalOpenRequested', {}))
      await settle()
    },
  }
}

const okApi = () => fakeApi({ balance: () => ({ balances: [TOKEN] }) })
const okRpc = () => fakeRpc(() => '0xde0b6b3a7640000')

describe('fetchBalances', () => {
  it('default: connecting fetches the native balance over RPC and the token balances from the data API', async () => {
    const api = okApi()
    const rpc = okRpc()
    const t = await setup(services({ api, rpc }))
    await t.connect()
    expect(rpc.calls).toEqual([
      { chainId: 'eip155:1', request: { method: 'eth_getBalance', params: [ADDRESS, 'latest'] } },
    ])
    expect(api.calls.map((c) => [c.name, c.call.params, c.call.query])).toEqual([
      ['balance', { address: ADDRESS }, { currency: 'usd', chainId: 'eip155:1' }],
    ])
    expect(t.types()).toEqual(expect.arrayContaining(['BalanceFetched', 'TokenBalancesFetched']))
    const account = t.g.getState().account.byNamespace.eip155
    expect(account?.balance).toBe('1000000000000000000')
    expect(account?.balanceSymbol).toBe('ETH')
    expect(account?.tokenBalance).toEqual([TOKEN])
    await t.g.dispose()
  })

  it('behavior (SPEC §9: portfolio 30 s, native balance 30 s): a result is reused for 30 s, fetched again at 30 s', async () => {
    const api = okApi()
    const rpc = okRpc()
    const t = await setup(services({ api, rpc }))
    await t.connect()
    t.advance(29_999)
    await t.open()
    expect([rpc.calls.length, api.calls.length]).toEqual([1, 1])
    t.advance(1)
    await t.open()
    expect([rpc.calls.length, api.calls.length]).toEqual([2, 2])
    await t.g.dispose()
  })

  it('behavior: a transaction of the wallet mined on the active network (TxMined) fetches both at once, past the 30 s caches, the portfolio with forceUpdate; one on another network does not', async () => {
    const api = okApi()
    const rpc = okRpc()
    const t = await setup(services({ api, rpc }))
    await t.connect()
    t.advance(1_000)
    t.g.emit(createEvent('TxMined', { chainId: 'eip155:8453', hash: '0x' + '11'.repeat(32) }))
    await settle()
    expect([rpc.calls.length, api.calls.length]).toEqual([1, 1])
    t.g.emit(createEvent('TxMined', { chainId: 'eip155:1', hash: '0x' + '22'.repeat(32) }))
    await settle()
    expect([rpc.calls.length, api.calls.length]).toEqual([2, 2])
    expect(api.calls[1]?.call.query).toEqual({ currency: 'usd', chainId: 'eip155:1', forceUpdate: true })
    // What it fetched is cached again for 30 s.
    await t.open()
    expect([rpc.calls.length, api.calls.length]).toEqual([2, 2])
    await t.g.dispose()
  })

  it('error (SPEC §8: retries blocked 30 s after a failure): BalanceFetchFailed, the toast, no request for 30 s, then a retry', async () => {
    let fail = true
    const api = fakeApi({
      balance: () => {
        if (fail) throw new HttpRequestError(500, { code: 500 })
        return { balances: [TOKEN] }
      },
    })
    const t = await setup(services({ api }))
    await t.connect()
    const failed = t.seen.find((e) => e.type === 'BalanceFetchFailed')
    expect(failed?.data).toEqual({
      chainId: 'eip155:1',
      address: ADDRESS,
      error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 500', code: 500 },
    })
    expect(selectActiveBalanceUnavailable(t.g.getState())).toBe('Token Balance Unavailable')
    fail = false
    t.advance(29_999)
    await t.open()
    expect(api.calls).toHaveLength(1)
    t.advance(1)
    await t.open()
    expect(api.calls).toHaveLength(2)
    expect(selectActiveBalanceUnavailable(t.g.getState())).toBeNull()
    // The read models stay usable: the modal opens.
    expect(t.g.getState().modal.open).toBe(false)
    await t.g.dispose()
  })

  it('error (SPEC §8): the token balances fail and the native balance arrives after: the failure stands (30 s block, toast) and the native balance is kept', async () => {
    let answer!: (value: unknown) => void
    const rpc = fakeRpc(() => new Promise((resolve) => (answer = resolve)))
    const api = fakeApi({ balance: () => Promise.reject(new HttpRequestError(500, { code: 500 })) })
    const t = await setup(services({ api, rpc }))
    await t.connect()
    answer('0xde0b6b3a7640000') // the native balance comes after the portfolio failed
    await settle()
    expect(t.types().filter((x) => x.startsWith('Balance'))).toEqual(['BalanceFetched', 'BalanceFetchFailed'])
    expect(selectActiveBalanceUnavailable(t.g.getState())).toBe('Token Balance Unavailable')
    expect(t.g.getState().account.byNamespace.eip155?.balance).toBe('1000000000000000000')
    t.advance(29_999)
    await t.open()
    expect([rpc.calls.length, api.calls.length]).toEqual([1, 1]) // still blocked
    await t.g.dispose()
  })

  it('error: a garbage RPC answer is BalanceFetchFailed with InvalidResponseError, never a TypeError', async () => {
    const rpc = fakeRpc(() => ({ not: 'hex' }))
    const t = await setup(services({ rpc }))
    await t.connect()
    expect(t.seen.find((e) => e.type === 'BalanceFetchFailed')?.data).toMatchObject({
      error: { name: 'InvalidResponseError' },
    })
    expect(t.types()).not.toContain('EffectFailed')
    await t.g.dispose()
  })

  it('behavior: only one failure event when both requests fail', async () => {
    const api = fakeApi({ balance: () => Promise.reject(new HttpRequestError(503, { code: 503 })) })
    const rpc = fakeRpc(() => Promise.reject(new HttpRequestError(503, { code: 503 })))
    const t = await setup(services({ api, rpc }))
    await t.connect()
    expect(t.types().filter((x) => x === 'BalanceFetchFailed')).toHaveLength(1)
    await t.g.dispose()
  })

  it('behavior: on a network the data API does not serve, the token list is empty (SPEC §7) and the native balance still comes', async () => {
    const api = okApi()
    const rpc = okRpc()
    const t = await setup(services({ api, rpc }))
    await t.connect('eip155:42161')
    expect(api.calls).toHaveLength(0)
    expect(t.g.getState().account.byNamespace.eip155?.tokenBalance).toEqual([])
    expect(rpc.calls).toHaveLength(1)
    await t.g.dispose()
  })

  it('default: without services configured nothing is requested and nothing is emitted', async () => {
    const t = await setup(services({}))
    await t.connect()
    await t.open()
    expect(t.types()).toEqual(['Connected', 'ModalOpenRequested'])
    await t.g.dispose()
  })

  it('behavior: nothing is fetched while no account is connected or the network is the unsupported placeholder', async () => {
    const api = okApi()
    const t = await setup(services({ api }))
    await t.open()
    t.g.emit(
      createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
    )
    t.g.emit(createEvent('NetworkUnsupported', { chainId: 'eip155:999' }))
    await settle()
    // The Connected fetch was cancelled by the newer trigger (switchMap) or answered; the unsupported one asked nothing.
    expect(api.calls.length).toBeLessThanOrEqual(1)
    t.advance(60_000)
    await t.open()
    expect(api.calls.length).toBeLessThanOrEqual(1)
    await t.g.dispose()
  })

  it('behavior: a network the app did not request is treated as unsupported; nothing is asked of the data API or the chain', async () => {
    const api = okApi()
    const rpc = okRpc()
    const t = await setup(services({ api, rpc }), ['eip155:1'])
    await t.connect('eip155:8453')
    await t.open()
    expect(api.calls).toEqual([])
    expect(rpc.calls).toEqual([])
    expect(selectActiveBalanceUnavailable(t.g.getState())).not.toBeNull()
    // On a requested network the same account is fetched.
    await t.connect('eip155:1')
    expect(rpc.calls.map((c) => c.chainId)).toEqual(['eip155:1'])
    await t.g.dispose()
  })
})

describe('fetchBalances: triggers', () => {
  it('behavior: switching network fetches the balances of the new network, each answer caused by the trigger', async () => {
    const api = okApi()
    const rpc = okRpc()
    const t = await setup(services({ api, rpc }))
    await t.connect()
    t.g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    await settle()
    expect(rpc.calls.map((c) => c.chainId)).toEqual(['eip155:1', 'eip155:8453'])
    const switched = t.seen.find((e) => e.type === 'NetworkSwitched')
    const fetched = t.seen.filter((e) => e.type === 'BalanceFetched' || e.type === 'TokenBalancesFetched').slice(2)
    expect(fetched.map((e) => [e.type, e.causationId])).toEqual([
      ['BalanceFetched', switched?.id],
      ['TokenBalancesFetched', switched?.id],
    ])
    await t.g.dispose()
  })

  it('behavior: the wallet making another of its accounts active fetches that account', async () => {
    const rpc = okRpc()
    const t = await setup(services({ rpc }))
    await t.connect()
    const other = '0x00000000000000000000000000000000000000bb'
    t.g.emit(createEvent('AccountChanged', { namespace: 'eip155', address: other }))
    await settle()
    expect(rpc.calls.map((c) => (c.request.params as unknown[])[0])).toEqual([ADDRESS, other])
    await t.g.dispose()
  })

  it('behavior: opening the modal with no account connected fetches nothing and the effect does not fail', async () => {
    const rpc = okRpc()
    const t = await setup(services({ rpc }))
    await t.open()
    expect(t.types()).toEqual(['ModalOpenRequested'])
    await t.connect()
    expect(rpc.calls).toHaveLength(1)
    await t.g.dispose()
  })

  it("behavior: a Bitcoin account's native balance is fetched from its network's chain service", async () => {
    const urls: string[] = []
    const fetch = async (url: string | URL | Request) => {
      urls.push(String(url))
      const stats = { funded_txo_sum: 5_000, spent_txo_sum: 2_000 }
      return Response.json({ chain_stats: stats, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } })
    }
    const g = createTestGatehouse({
      effects: { fetchBalances },
      deps: { services: services({ rpc: fakeRpc(() => null) }), fetch: fetch as typeof globalThis.fetch },
    })
    await g.ready
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    g.emit(
      createEvent('Connected', {
        connectorId: 'btc',
        namespace: 'bip122',
        chainId: bitcoinNetwork.caipNetworkId,
        address,
      }),
    )
    // (The chain service's client is loaded on first use.)
    await vi.waitFor(() => expect(g.getState().account.byNamespace.bip122?.balance).toBe('3000'))
    expect(urls).toEqual([`https://mempool.space/api/address/${address}`])
    await g.dispose()
  })
})
