import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectHistoryError, selectTransactionsByYear } from '../../projections/history/history.selectors.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { fetchHistory, HISTORY_EVENT_ITEMS } from './fetchHistory.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const tx = (id: string, chain = 'eip155:1', spam = false) => ({
  id,
  metadata: { minedAt: `2026-01-0${id.length}T00:00:00Z`, chain },
  transfers: [{ nft_info: spam ? { flags: { is_spam: true } } : null }],
})
const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: ADDRESS,
})
const activity = createEvent('AccountTabRequested', { tab: 'activity' })

describe('fetchHistory', () => {
  it('behavior (SPEC §4, §5): the Activity tab loads page 1; spam and other networks are filtered; the next page follows the cursor', async () => {
    const api = fakeApi({
      history: (call) =>
        call.query?.cursor === 'c2'
          ? { data: [tx('ccc')], next: null }
          : { data: [tx('a'), tx('bb', 'eip155:8453'), tx('dddd', 'eip155:1', true)], next: 'c2' },
    })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, activity)
    expect(api.calls.map((c) => [c.call.params, c.call.query])).toEqual([
      [{ account: ADDRESS }, { cursor: null, chainId: 'eip155:1' }],
    ])
    expect(t.g.getState().history.ids).toEqual(['a'])
    expect(t.g.getState().history.next).toBe('c2')
    await t.emit(createEvent('HistoryPageRequested', {}))
    expect(api.calls.map((c) => c.call.query?.cursor)).toEqual([null, 'c2'])
    expect(t.g.getState().history.ids).toEqual(['a', 'ccc'])
    expect(selectTransactionsByYear(t.g.getState())[0]?.transactions.map((x) => x.id)).toEqual(['ccc', 'a'])
    // No next page: asking again does nothing.
    await t.emit(createEvent('HistoryPageRequested', {}))
    expect(api.calls).toHaveLength(2)
    await t.g.dispose()
  })

  it("behavior: a transaction of the wallet mined (TxMined) fetches the first page again at once, its new transaction on top, shown or not; another network's does not", async () => {
    let page = [tx('a')]
    const api = fakeApi({ history: () => ({ data: page, next: null }) })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, activity, createEvent('AccountTabRequested', { tab: 'tokens' }))
    page = [{ ...tx('new'), metadata: { minedAt: '2026-01-09T00:00:00Z', chain: 'eip155:1' } }, tx('a')]
    await t.emit(createEvent('TxMined', { chainId: 'eip155:8453', hash: '0x' + '11'.repeat(32) }))
    expect(api.calls).toHaveLength(1)
    await t.emit(createEvent('TxMined', { chainId: 'eip155:1', hash: '0x' + '22'.repeat(32) }))
    expect(api.calls.map((c) => c.call.query?.cursor)).toEqual([null, null])
    expect(selectTransactionsByYear(t.g.getState())[0]?.transactions.map((x) => x.id)).toEqual(['new', 'a'])
    await t.g.dispose()
  })

  it('behavior: TxMined before any history of the network was fetched, Activity not showing: nothing (the tab fetches when shown)', async () => {
    const api = fakeApi({ history: () => ({ data: [tx('a')], next: null }) })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, createEvent('TxMined', { chainId: 'eip155:1', hash: '0x' + '22'.repeat(32) }))
    expect(api.calls).toHaveLength(0)
    await t.g.dispose()
  })

  it('behavior: a large page is split into events of at most HISTORY_EVENT_ITEMS transactions; the read model holds them all', async () => {
    const page = Array.from({ length: 2 * HISTORY_EVENT_ITEMS + 50 }, (_, i) => ({ ...tx('a'), id: `t${i}` }))
    const api = fakeApi({ history: () => ({ data: page, next: 'c2' }) })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, activity)
    const fetched = t.seen.filter((e) => e.type === 'HistoryFetched') as Array<{
      data: { items: unknown[]; next: string | null }
    }>
    expect(fetched.map((e) => [e.data.items.length, e.data.next])).toEqual([
      [100, 'c2'],
      [100, 'c2'],
      [50, 'c2'],
    ])
    expect(t.g.getState().history.ids).toHaveLength(page.length)
    expect([t.g.getState().history.next, t.g.getState().history.empty, t.g.getState().history.loading]).toEqual([
      'c2',
      false,
      false,
    ])
    await t.g.dispose()
  })

  it('error (SPEC §4): a failure is HistoryFetchFailed: empty, cursor cleared, ERROR_FETCH_TRANSACTIONS error kept, the read models usable', async () => {
    const api = fakeApi({ history: () => Promise.reject(new HttpRequestError(502, { code: 502 })) })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, activity)
    expect(t.types()).toEqual(['Connected', 'AccountTabRequested', 'HistoryFetchStarted', 'HistoryFetchFailed'])
    const h = t.g.getState().history
    expect([h.loading, h.empty, h.next]).toEqual([false, true, null])
    expect(selectHistoryError(t.g.getState())).toBe('Failed to fetch transactions')
    await t.emit(createEvent('ModalOpenRequested', {}))
    expect(t.types()).toContain('ModalOpenRequested')
    await t.g.dispose()
  })

  it("behavior: after a failure, showing the tab again (Activity's Try again) fetches the first page again, even for the network already in view", async () => {
    let down = false
    const api = fakeApi({
      history: () =>
        down ? Promise.reject(new HttpRequestError(502, { code: 502 })) : { data: [tx('a')], next: null },
    })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, activity)
    down = true
    await t.emit(createEvent('TxMined', { chainId: 'eip155:1', hash: '0x' + '22'.repeat(32) }))
    expect(selectHistoryError(t.g.getState())).toBe('Failed to fetch transactions')
    down = false
    await t.emit(activity)
    expect(api.calls).toHaveLength(3)
    expect(selectHistoryError(t.g.getState())).toBeNull()
    expect(t.g.getState().history.ids).toEqual(['a'])
    // Held and without failure, the tab shown again asks nothing.
    await t.emit(activity)
    expect(api.calls).toHaveLength(3)
    await t.g.dispose()
  })

  it('behavior: nothing is fetched without an account, on another tab, for a non-EVM account or without the data API', async () => {
    const api = fakeApi({ history: () => ({ data: [], next: null }) })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(activity)
    await t.emit(createEvent('AccountTabRequested', { tab: 'tokens' }), connected)
    await t.emit(
      createEvent('Connected', {
        connectorId: 'sol',
        namespace: 'solana',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: 'So1',
      }),
    )
    await t.emit(activity)
    expect(api.calls).toHaveLength(0)
    await t.g.dispose()
    const idle = await effectHarness({ fetchHistory }, services({}))
    await idle.emit(connected, activity)
    expect(idle.types()).toEqual(['Connected', 'AccountTabRequested'])
    await idle.g.dispose()
  })

  it('behavior: another account resets the list and, while Activity shows, loads its first page', async () => {
    const api = fakeApi({ history: () => ({ data: [tx('a')], next: null }) })
    const t = await effectHarness({ fetchHistory }, services({ api }))
    await t.emit(connected, activity)
    await t.emit(
      createEvent('AccountChanged', { namespace: 'eip155', address: '0x00000000000000000000000000000000000000bb' }),
    )
    expect(t.types().slice(-3)).toEqual(['HistoryReset', 'HistoryFetchStarted', 'HistoryFetched'])
    expect(api.calls.map((c) => c.call.params?.account)).toEqual([
      ADDRESS,
      '0x00000000000000000000000000000000000000bb',
    ])
    await t.g.dispose()
  })
})
