import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbEventByType } from '../../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import type { EventInput } from '../../src/events/index.js'
import { walletsProjection, type WalletListing, type WalletsState } from './wallets.projection.js'
import { selectWalletListing, selectWalletSearch } from './wallets.selectors.js'

/** Listing events over a few ids (so pages, searches and recent wallets share wallets), and restores. */
const IDS = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']
const pooled = <T extends { id: string }>(w: T, id: string, rdns: string | null) => ({
  ...w,
  id,
  ...(rdns === null ? {} : { rdns }),
})
const listed = fc
  .tuple(fc.constantFrom(...IDS), fc.option(fc.constantFrom(...IDS), { nil: null }))
  .map(([id, rdns]) => ({ id, rdns }))
const withPooledIds = <E extends { data: { wallets: { id: string }[] } }>(arb: fc.Arbitrary<E>) =>
  arb.chain((e) =>
    fc.array(listed, { minLength: e.data.wallets.length, maxLength: e.data.wallets.length }).map((ids) => ({
      ...e,
      data: { ...e.data, wallets: e.data.wallets.map((w, i) => pooled(w, ids[i]?.id ?? 'a1', ids[i]?.rdns ?? null)) },
    })),
  )
const restored = { type: 'SessionRestored' as const, data: { head: 0, snapshotSeq: null, storage: 'memory' as const } }
const listingEvents: fc.Arbitrary<EventInput[]> = fc
  .tuple(
    fc.array(
      fc.oneof(
        withPooledIds(arbEventByType.WalletsPageFetched),
        withPooledIds(arbEventByType.WalletsSearched),
        fc
          .constantFrom(...IDS)
          .map((id) => ({ type: 'RecentWalletRecorded' as const, data: { wallet: { id, name: id } } })),
        fc.constant(restored),
      ) as fc.Arbitrary<EventInput>,
      { maxLength: 40 },
    ),
    fc.boolean(),
  )
  .map(([events, endWithStart]) => (endWithStart ? [...events, restored] : events))

/** What the lists show, from the events alone: each list's last answer, each wallet as it was last fetched. */
function model(inputs: readonly EventInput[]) {
  const last = new Map<string, WalletListing>()
  const pages = new Map<number, string[]>()
  let search: { query: string; ids: string[] } | null = null
  for (const e of inputs) {
    if (e.type === 'WalletsPageFetched' || e.type === 'WalletsSearched')
      for (const w of e.data.wallets) last.set(w.id, w as WalletListing)
    if (e.type === 'WalletsPageFetched' && e.data.list === 'all')
      pages.set(
        e.data.page,
        e.data.wallets.map((w) => w.id),
      )
    if (e.type === 'WalletsSearched') search = { query: e.data.query, ids: e.data.wallets.map((w) => w.id) }
    if (e.type === 'SessionRestored') search = null
  }
  const wallets = (ids: readonly string[]) => ids.map((id) => last.get(id))
  return {
    listing: [...pages.keys()].sort((a, b) => a - b).flatMap((page) => wallets(pages.get(page) ?? [])),
    search: search === null ? null : { query: search.query, wallets: wallets(search.ids) },
  }
}

/** Every wallet the listing keeps is on a list, a page, in the search or a recent wallet's (by id or rdns). */
function referenced(state: WalletsState): Set<string> {
  const { listing } = state
  const used = new Set([
    ...listing.featured,
    ...listing.recommended,
    ...Object.values(listing.pages).flat(),
    ...(state.search?.ids ?? []),
  ])
  const recent = new Set(state.recent.map((w) => w.id))
  for (const [id, w] of Object.entries(listing.byId))
    if (recent.has(id) || (w.rdns != null && recent.has(w.rdns))) used.add(id)
  return used
}

describe('wallets projection properties', () => {
  it('property (SPEC §9 "Recent wallets kept: 2"): at most two, distinct, the last recorded first', () => {
    fc.assert(
      fc.property(fc.array(arbEventByType.RecentWalletRecorded, { minLength: 1, maxLength: 20 }), (inputs) => {
        const { recent } = runProjection(walletsProjection, stampEvents(inputs))
        expect(recent.length).toBeLessThanOrEqual(2)
        expect(new Set(recent.map((w) => w.id)).size).toBe(recent.length)
        expect(recent[0]?.id).toBe(inputs[inputs.length - 1]?.data.wallet.id)
      }),
    )
  })

  it('property: the listing keeps every wallet a list refers to, only those after a start, and every list shows what was last fetched', () => {
    fc.assert(
      fc.property(listingEvents, (inputs) => {
        const state = runProjection(walletsProjection, stampEvents(inputs))
        // Every list's wallets are kept; after a start (SessionRestored), nothing else is.
        const kept = new Set(Object.keys(state.listing.byId))
        for (const id of referenced(state)) expect(kept.has(id)).toBe(true)
        if (inputs[inputs.length - 1]?.type === 'SessionRestored') expect(kept).toEqual(referenced(state))
        const expected = model(inputs)
        expect(selectWalletListing({ wallets: state })).toEqual(expected.listing)
        expect(selectWalletSearch({ wallets: state })).toEqual(expected.search)
      }),
    )
  })
})
