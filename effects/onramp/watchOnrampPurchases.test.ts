import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectCoinbaseTransactions } from '../../projections/onramp/onramp.selectors.js'
import type { RpcProvider } from '../../src/api/rpc.js'
import { ONRAMP_CLOCK_SLACK_MS } from '../../src/domain/onramp.js'
import { effectHarness, fakeApi, fakeRpc, services } from '../../test/helpers/fakeServices.js'
import { BUYER, virtualClock } from '../../test/helpers/onramp.js'
import { fetchOnrampHistory } from './fetchOnrampHistory.js'
import { ONRAMP_POLL_MS, ONRAMP_WATCH_MS, watchOnrampPurchases } from './watchOnrampPurchases.js'

const purchase = (id: string, minedAt = '2026-01-01T00:00:10.000Z') => ({
  id,
  metadata: { minedAt, chain: 'eip155:1', operationType: 'buy', hash: id },
  transfers: [{ direction: 'in', quantity: { numeric: '50' }, fungible_info: { name: 'USD Coin', symbol: 'USDC' } }],
})
const older = { id: '0xold', metadata: { minedAt: '2025-12-01T00:00:00.000Z', chain: 'eip155:1' }, transfers: [] }
const BALANCES = [
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    value: 50,
    price: 1,
    quantity: { decimals: '6', numeric: '50' },
    iconUrl: 'x',
  },
]

async function setup(
  history: (poll: number) => unknown,
  options: {
    balance?: () => unknown
    rpc?: RpcProvider | null
    before?: Array<ReturnType<typeof createEvent>>
  } = {},
) {
  const { scheduler, runTo } = virtualClock(ONRAMP_POLL_MS)
  let polls = 0
  const api = fakeApi(
    {
      history: (call) => (call.query?.onramp === 'coinbase' ? history(polls++) : { data: [older], next: 'cursor-2' }),
      balance: options.balance ?? (() => ({ balances: BALANCES })),
    },
    ['eip155:1', 'eip155:8453', SOLANA],
  )
  const recorded = fakeRpc(() => '0xde0b6b3a7640000')
  const rpc = options.rpc === undefined ? recorded : options.rpc
  const t = await effectHarness(
    { watchOnrampPurchases, fetchOnrampHistory },
    services(rpc === null ? { api } : { api, rpc }),
    { scheduler },
  )
  await t.emit(
    ...(options.before ?? [
      createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: BUYER }),
      // The Activity list holds this network's first page.
      createEvent('HistoryFetched', { chainId: 'eip155:1', address: BUYER, items: [older], next: 'cursor-2' }),
    ]),
  )
  return { ...t, api, rpcCalls: recorded.calls, runTo, scheduler, polls: () => polls }
}

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** Polls answering nothing new until the third, which lists a new purchase. */
const boughtAtThirdPoll = (poll: number) => ({ data: poll < 2 ? [] : [purchase('0xnew')], next: null })

describe('fetchOnrampHistory', () => {
  it('default (SPEC §3 coinbaseTransactions, SPEC §7 history `onramp`): the Buy view lists the purchases made before', async () => {
    const t = await setup(() => ({ data: [purchase('0xp1')], next: null }))
    await t.emit(createEvent('ViewPushed', { view: 'OnRamp' }))
    expect(t.api.calls.at(-1)?.call.query).toEqual({ onramp: 'coinbase', chainId: 'eip155:1' })
    expect(selectCoinbaseTransactions(t.g.getState()).map((x) => x.id)).toEqual(['0xp1'])
    await t.g.dispose()
  })

  it('error: a failure is OnrampFailed for the history', async () => {
    const t = await setup(() => Promise.reject(new HttpRequestError(503, { code: 503 })))
    await t.emit(createEvent('ViewPushed', { view: 'OnRamp' }))
    expect(t.last('OnrampFailed')?.data).toMatchObject({ call: 'history', error: { name: 'HttpRequestError' } })
    await t.g.dispose()
  })
})

describe('watchOnrampPurchases', () => {
  it('behavior: after checkout it polls every 3 s; a new purchase lands in Buy and at the top of Activity, balances refresh, polling stops', async () => {
    const t = await setup((poll) => ({ data: poll < 2 ? [] : [purchase('0xnew')], next: null }))
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS - 1)
    expect(t.polls()).toBe(0)
    await t.runTo(ONRAMP_POLL_MS * 2)
    expect(t.polls()).toBe(2)
    expect(t.seen.some((e) => e.type === 'OnrampFetched')).toBe(false) // nothing new, nothing said
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(selectCoinbaseTransactions(t.g.getState()).map((x) => x.id)).toEqual(['0xnew'])
    const h = t.g.getState().history
    expect(h.ids).toEqual(['0xold', '0xnew'])
    expect(h.next).toBe('cursor-2') // the Activity list keeps its own cursor
    expect(t.g.getState().account.byNamespace.eip155?.tokenBalance.map((b) => b.symbol)).toEqual(['USDC'])
    expect(t.last('BalanceFetched')?.data).toMatchObject({ chainId: 'eip155:1', value: '1000000000000000000' })
    expect(t.api.calls.find((c) => c.name === 'balance')?.call.query).toEqual({
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: true,
    })
    await t.runTo(ONRAMP_POLL_MS * 10)
    expect(t.polls()).toBe(3)
    await t.g.dispose()
  })

  it('behavior: purchases known when the checkout opened do not count; a failed poll changes nothing and polling goes on', async () => {
    const t = await setup((poll) =>
      poll === 1
        ? Promise.reject(new HttpRequestError(502, { code: 502 }))
        : { data: poll < 3 ? [purchase('0xp1')] : [purchase('0xp2'), purchase('0xp1')], next: null },
    )
    await t.emit(createEvent('ViewPushed', { view: 'OnRamp' })) // poll 0: the list with 0xp1
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 2)
    expect(t.polls()).toBe(3)
    expect(t.seen.filter((e) => e.type === 'OnrampFailed')).toEqual([])
    expect(selectCoinbaseTransactions(t.g.getState()).map((x) => x.id)).toEqual(['0xp1'])
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(selectCoinbaseTransactions(t.g.getState()).map((x) => x.id)).toEqual(['0xp2', '0xp1'])
    expect(t.g.getState().history.ids).toEqual(['0xold', '0xp2'])
    await t.g.dispose()
  })

  it('behavior: a purchase mined before the checkout, missing from the list then, is not taken for its result', async () => {
    const t = await setup((poll) => ({
      data:
        poll < 2
          ? [purchase('0xold-buy', '2025-11-01T00:00:00.000Z')]
          : [purchase('0xnew'), purchase('0xold-buy', '2025-11-01T00:00:00.000Z')],
      next: null,
    }))
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 2)
    expect(t.seen.some((e) => e.type === 'OnrampFetched')).toBe(false)
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(selectCoinbaseTransactions(t.g.getState()).map((x) => x.id)).toEqual(['0xnew', '0xold-buy'])
    expect(t.g.getState().history.ids).toEqual(['0xold', '0xnew'])
    await t.g.dispose()
  })

  it('behavior: the watch ends after 15 minutes, or at once when the account switches', async () => {
    const t = await setup(() => ({ data: [], next: null }))
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_WATCH_MS + ONRAMP_POLL_MS * 5)
    expect(t.polls()).toBe(ONRAMP_WATCH_MS / ONRAMP_POLL_MS)
    await t.emit(
      createEvent('OnrampCheckoutRequested', {}),
      createEvent('AccountChanged', { namespace: 'eip155', address: '0x00000000000000000000000000000000000000bb' }),
    )
    const before = t.polls()
    await t.runTo(ONRAMP_WATCH_MS * 3)
    expect(t.polls()).toBe(before)
    await t.g.dispose()
  })

  it("behavior: everything the found purchase brings names the checkout request as its cause; the refresh asks for the account's own balances", async () => {
    const t = await setup(boughtAtThirdPoll)
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 3)
    const cause = t.last('OnrampCheckoutRequested')?.id
    const answers = t.seen.filter((e) => e.causationId === cause)
    expect(answers.map((e) => e.type)).toEqual([
      'OnrampFetched',
      'HistoryFetched',
      'TokenBalancesFetched',
      'BalanceFetched',
    ])
    expect(t.api.calls.find((c) => c.name === 'balance')?.call.params).toEqual({ address: BUYER })
    expect(t.rpcCalls.map((c) => [c.chainId, c.request])).toEqual([
      ['eip155:1', { method: 'eth_getBalance', params: [BUYER, 'latest'] }],
    ])
    await t.g.dispose()
  })

  it('error: a failed token balance refresh is BalanceFetchFailed for the account; the native balance is still fetched', async () => {
    const t = await setup(boughtAtThirdPoll, {
      balance: () => Promise.reject(new HttpRequestError(503, { code: 503 })),
    })
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(t.last('BalanceFetchFailed')).toMatchObject({
      data: { chainId: 'eip155:1', address: BUYER, error: { name: 'HttpRequestError', code: 503 } },
      causationId: t.last('OnrampCheckoutRequested')?.id,
    })
    expect(t.last('BalanceFetched')?.data).toMatchObject({ chainId: 'eip155:1', value: '1000000000000000000' })
    await t.g.dispose()
  })

  it('behavior: the native balance is counted in the currency of the network the RPC knows, ETH with 18 decimals when it knows none', async () => {
    const base = fakeRpc(() => '0x1')
    const ethereum = base.network('eip155:1')!
    const pol = { ...ethereum, nativeCurrency: { name: 'Pol', symbol: 'POL', decimals: 9 } }
    for (const [network, expected] of [
      [pol, { symbol: 'POL', decimals: 9 }],
      [undefined, { symbol: 'ETH', decimals: 18 }],
    ] as const) {
      const rpc: RpcProvider = { request: base.request, network: () => network }
      const t = await setup(boughtAtThirdPoll, { rpc })
      await t.emit(createEvent('OnrampCheckoutRequested', {}))
      await t.runTo(ONRAMP_POLL_MS * 3)
      expect(t.last('BalanceFetched')?.data).toMatchObject(expected)
      await t.g.dispose()
    }
  })

  it('behavior: a new checkout request aborts the native balance request of the last one still in flight', async () => {
    const signals: Array<AbortSignal | undefined> = []
    const base = fakeRpc(() => '0x1')
    const rpc: RpcProvider = {
      network: base.network,
      request: (_chainId, _request, options) => (signals.push(options?.signal), new Promise(() => {})),
    }
    const t = await setup(boughtAtThirdPoll, { rpc })
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(signals.map((s) => s?.aborted)).toEqual([false])
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    expect(signals.map((s) => s?.aborted)).toEqual([true])
    await t.g.dispose()
  })

  it('behavior: without an RPC provider, or for a Solana account, only the token balances are refreshed, and nothing fails', async () => {
    const t = await setup(boughtAtThirdPoll, { rpc: null })
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(t.types().slice(-3)).toEqual(['OnrampFetched', 'HistoryFetched', 'TokenBalancesFetched'])
    await t.g.dispose()
    const solana = await setup(boughtAtThirdPoll, {
      before: [
        createEvent('Connected', {
          connectorId: 'io.test',
          namespace: 'solana',
          chainId: SOLANA,
          address: 'So1anaBuyer',
        }),
      ],
    })
    await solana.emit(createEvent('OnrampCheckoutRequested', {}))
    await solana.runTo(ONRAMP_POLL_MS * 3)
    expect(solana.types().slice(-2)).toEqual(['OnrampFetched', 'TokenBalancesFetched'])
    expect(solana.rpcCalls).toEqual([])
    await solana.g.dispose()
  })

  it('behavior: the purchase joins Activity only when Activity holds that network', async () => {
    const t = await setup(boughtAtThirdPoll, {
      before: [
        createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: BUYER }),
      ],
    })
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(t.types().slice(-3)).toEqual(['OnrampFetched', 'TokenBalancesFetched', 'BalanceFetched'])
    expect(t.g.getState().history.ids).toEqual([])
    await t.g.dispose()
  })

  it('behavior (ours: ONRAMP_CLOCK_SLACK_MS): a purchase mined just within the clock slack before the checkout counts', async () => {
    const since = new Date(Date.UTC(2026, 0, 1) - ONRAMP_CLOCK_SLACK_MS).toISOString()
    const t = await setup(() => ({ data: [purchase('0xedge', since)], next: null }))
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS)
    expect(selectCoinbaseTransactions(t.g.getState()).map((x) => x.id)).toEqual(['0xedge'])
    await t.g.dispose()
  })

  it('behavior: a network switch or a disconnect ends the watch too', async () => {
    for (const end of [
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
      createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
    ]) {
      const t = await setup(() => ({ data: [], next: null }))
      await t.emit(createEvent('OnrampCheckoutRequested', {}))
      await t.runTo(ONRAMP_POLL_MS)
      expect(t.polls()).toBe(1)
      await t.emit(end)
      await t.runTo(ONRAMP_POLL_MS * 5)
      expect(t.polls()).toBe(1)
      await t.g.dispose()
    }
  })

  it('behavior: a checkout with no onramp account, or without the data API, is not watched: no request, no poll scheduled', async () => {
    const t = await setup(() => ({ data: [], next: null }), { before: [] })
    await t.emit(createEvent('OnrampCheckoutRequested', {}))
    await t.runTo(ONRAMP_POLL_MS * 3)
    expect(t.api.calls).toEqual([])
    expect(t.scheduler.actions).toEqual([])
    await t.g.dispose()
    const { scheduler, runTo } = virtualClock(ONRAMP_POLL_MS)
    const rpc = fakeRpc(() => '0x1')
    const bare = await effectHarness({ watchOnrampPurchases }, services({ rpc }), { scheduler })
    await bare.emit(
      createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: BUYER }),
      createEvent('OnrampCheckoutRequested', {}),
    )
    await runTo(ONRAMP_POLL_MS * 3)
    expect(bare.types()).toEqual(['Connected', 'OnrampCheckoutRequested'])
    expect(scheduler.actions).toEqual([])
    await bare.g.dispose()
  })
})
