import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectCoinbaseTransactions } from '../../projections/onramp/onramp.selectors.js'
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

async function setup(history: (poll: number) => unknown) {
  const { scheduler, runTo } = virtualClock(ONRAMP_POLL_MS)
  let polls = 0
  const api = fakeApi({
    history: (call) => (call.query?.onramp === 'coinbase' ? history(polls++) : { data: [older], next: 'cursor-2' }),
    balance: () => ({ balances: BALANCES }),
  })
  const rpc = fakeRpc(() => '0xde0b6b3a7640000')
  const t = await effectHarness({ watchOnrampPurchases, fetchOnrampHistory }, services({ api, rpc }), { scheduler })
  await t.emit(
    createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: BUYER }),
    // The Activity list holds this network's first page.
    createEvent('HistoryFetched', { chainId: 'eip155:1', address: BUYER, items: [older], next: 'cursor-2' }),
  )
  return { ...t, api, runTo, polls: () => polls }
}

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
})
