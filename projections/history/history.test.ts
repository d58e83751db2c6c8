import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { historyProjection } from './history.projection.js'
import { selectHistoryError, selectTransactionsByYear } from './history.selectors.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const run = (...events: EventInput[]) => runProjection(historyProjection, stampEvents(events))
const item = (id: string, minedAt: string, chain = 'eip155:1', spam?: boolean) => ({
  id,
  metadata: { minedAt, chain },
  transfers: spam === undefined ? [] : [{ nft_info: { flags: { is_spam: spam } } }],
})
const fetched = (
  items: ReturnType<typeof item>[],
  next: string | null = null,
  chainId: `${string}:${string}` = 'eip155:1',
) => createEvent('HistoryFetched', { chainId, address: EVM, items, next })

describe('history projection', () => {
  it('behavior (SPEC §3 "transactionsByYear (year then month, newest first within a month)")', () => {
    const state = run(
      fetched(
        [item('a', '2025-03-02T00:00:00Z'), item('b', '2026-01-05T00:00:00Z'), item('c', '2025-03-20T00:00:00Z')],
        'cursor-1',
      ),
      fetched([item('d', '2025-03-10T00:00:00Z'), item('e', '2025-11-01T00:00:00Z')]),
    )
    expect(state.transactionsByYear).toEqual({ '2025': { '2': ['c', 'd', 'a'], '10': ['e'] }, '2026': { '0': ['b'] } })
    expect(
      selectTransactionsByYear({ history: state }).map((m) => [m.year, m.month, m.transactions.map((t) => t.id)]),
    ).toEqual([
      [2026, 0, ['b']],
      [2025, 10, ['e']],
      [2025, 2, ['c', 'd', 'a']],
    ])
  })

  it('behavior (SPEC §4 "loading set while fetching; on success empty is true if no results and the cursor is updated")', () => {
    expect(run(createEvent('HistoryFetchStarted', { chainId: 'eip155:1', address: EVM })).loading).toBe(true)
    const state = run(
      createEvent('HistoryFetchStarted', { chainId: 'eip155:1', address: EVM }),
      fetched([item('a', '2025-03-02T00:00:00Z')], 'next-1'),
    )
    expect(state).toMatchObject({ loading: false, empty: false, next: 'next-1' })
    expect(run(fetched([], null))).toMatchObject({ empty: true, next: null })
  })

  it('behavior (SPEC §4 "on failure empty is true, the cursor cleared and ERROR_FETCH_TRANSACTIONS recorded")', () => {
    const error = { name: 'HttpRequestError', shortMessage: 'HTTP status code: 500' }
    const state = run(
      fetched([item('a', '2025-03-02T00:00:00Z')], 'n'),
      createEvent('HistoryFetchFailed', { chainId: 'eip155:1', address: EVM, error }),
    )
    expect(state).toMatchObject({ empty: true, next: null, loading: false, error })
    expect(selectHistoryError({ history: state })).toBe('Failed to fetch transactions')
  })

  it('behavior (SPEC §4 "Reset clears lists, cursor and flags")', () => {
    expect(run(fetched([item('a', '2025-03-02T00:00:00Z')], 'n'), createEvent('HistoryReset', {}))).toEqual(
      historyProjection.initial,
    )
  })

  it('behavior (SPEC §5 "transactions whose transfers are all NFT spam are hidden; only those on the active network are kept")', () => {
    const state = run(
      fetched([
        item('spam', '2025-03-02T00:00:00Z', 'eip155:1', true),
        item('ok', '2025-03-03T00:00:00Z', 'eip155:1', false),
        item('other', '2025-03-04T00:00:00Z', 'eip155:10'),
      ]),
    )
    expect(state.ids).toEqual(['ok'])
  })

  it('behavior: another network in view replaces the list; a repeated id is kept once', () => {
    const state = run(fetched([item('a', '2025-03-02T00:00:00Z')]), fetched([item('a', '2025-03-02T00:00:00Z')]))
    expect(state.ids).toEqual(['a'])
    const moved = run(
      fetched([item('a', '2025-03-02T00:00:00Z')]),
      fetched([item('b', '2025-03-02T00:00:00Z', 'eip155:10')], null, 'eip155:10'),
    )
    expect(moved).toMatchObject({ ids: ['b'], lastNetworkInView: 'eip155:10' })
  })

  it('behavior: within a month, transactions of the same time keep the order they came in; one without a readable time is in no month', () => {
    const state = run(
      fetched([item('a', '2025-03-02T00:00:00Z'), item('b', '2025-03-02T00:00:00Z'), item('x', 'not a time')]),
      fetched([item('c', '2025-03-02T00:00:00Z')]),
    )
    expect(state.transactionsByYear).toEqual({ '2025': { '2': ['a', 'b', 'c'] } })
    expect(state.ids).toEqual(['a', 'b', 'x', 'c'])
  })

  it('behavior: a fetch cut off by a reload is not loading any more', () => {
    const started = createEvent('HistoryFetchStarted', { chainId: 'eip155:1', address: EVM })
    const restored = {
      type: 'SessionRestored' as const,
      data: { head: 1, snapshotSeq: null, storage: 'memory' as const },
    }
    expect(run(started, restored).loading).toBe(false)
  })
})
