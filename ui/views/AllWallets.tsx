// AllWallets (SPEC §2): every wallet the wallets read model holds (connectors,
// then the listing's pages in order), more pages as the visitor scrolls to the
// end (WalletsPageRequested), and search (WalletsSearchRequested; the effect
// keeps SPEC §7's 300 ms minimum wait and lets the latest search win). Without a wallet-listing service, what the
// page has (installed wallets, WalletConnect) and a note saying so.
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import {
  selectConnectorGroups,
  selectWalletListing,
  selectWalletSearch,
} from '../../projections/wallets/wallets.selectors.js'
import { useGatehouse } from '../core/context.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { RovingList, Spinner } from '../components/common.js'
import { RetryNotice } from '../components/RetryNotice.js'
import { connectEntries, WalletButton, type WalletEntry } from './Connect.js'
import { usePagedRendering } from '../components/pagedRendering.js'
import { refocusInitial } from '../components/refocus.js'
import { useModalUi } from '../shell/context.js'

const selectGroups = (state: GatehouseState) => selectConnectorGroups(state)
/** Wallets on a row of the grid. */
const COLUMNS = 4

/** Entries of the full listing, each wallet once, connecting through an installed connector where one matches. */
function allEntries(state: {
  groups: ReturnType<typeof selectGroups>
  listing: ReturnType<typeof selectWalletListing>
}): WalletEntry[] {
  return connectEntries([...state.groups, { kind: 'recommended', wallets: state.listing }])
}

/** Whether an entry matches a search (case-insensitive, on the name). */
const matches = (entry: WalletEntry, query: string) => entry.name.toLowerCase().includes(query.toLowerCase())

const selectPages = (state: GatehouseState) => state.wallets.listing.pages
const selectCount = (state: GatehouseState) => state.wallets.listing.count
const selectUnavailable = (state: GatehouseState) => state.wallets.listing.unavailable

/** The next page of the full listing to ask for, or null when every wallet is loaded. */
function nextPage(pages: Readonly<Record<number, readonly string[]>>, count: number): number | null {
  const numbers = Object.keys(pages).map(Number)
  if (numbers.length === 0) return 1
  const loaded = numbers.reduce((n, page) => n + (pages[page]?.length ?? 0), 0)
  return loaded >= count ? null : Math.max(...numbers) + 1
}

/** Asks for the next page when `sentinel` scrolls into view inside the modal's body; each page once. Returns whether it waits for one. */
function useInfiniteScroll(
  sentinel: React.RefObject<HTMLElement | null>,
  page: number | null,
  active: boolean,
): boolean {
  const emit = useEmit()
  const [requested, setRequested] = useState<number | null>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!el || page === null || !active || requested === page || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setRequested(page)
        emit({ type: 'WalletsPageRequested', data: { page } })
      },
      { root: el.closest('.gh-body'), rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [sentinel, page, active, requested, emit])
  return page !== null && requested === page
}

/** The AllWallets view. */
export default function AllWalletsView(): ReactNode {
  const emit = useEmit()
  const groups = useReadModel(selectGroups)
  const listing = useReadModel(selectWalletListing)
  const search = useReadModel(selectWalletSearch)
  const pages = useReadModel(selectPages)
  const count = useReadModel(selectCount)
  const { embedded } = useModalUi()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const sentinel = useRef<HTMLSpanElement>(null)
  const input = useRef<HTMLInputElement>(null)
  // Without a wallet-listing service there is no page to wait for: the list is what the page has.
  const unavailable = useReadModel(selectUnavailable)
  const page = unavailable ? null : nextPage(pages, count)
  const walletConnect = groups.some((g) => g.kind === 'walletConnect' && g.connectors.length > 0)
  const loadingMore = useInfiniteScroll(sentinel, page, deferred === '')
  // A page the service could not give (down, offline): said, with a way to ask again, instead of a spinner that
  // never ends. Like a search's answer, an ephemeral fact of this view, not of a read model.
  const [failedPage, setFailedPage] = useState<number | null>(null)
  const gatehouse = useGatehouse()
  useEffect(() => {
    const subscription = gatehouse.events$.subscribe((event) => {
      if ((event.type === 'WalletsFetchFailed' || event.type === 'WalletsPageFetched') && event.data.list === 'all')
        setFailedPage(event.type === 'WalletsFetchFailed' ? (event.data.page ?? 1) : null)
    })
    return () => subscription.unsubscribe()
  }, [gatehouse])
  const failed = failedPage !== null && failedPage === page

  const entries = useMemo(() => {
    const all = allEntries({ groups, listing })
    if (deferred === '') return all
    // The service's results for this query when the read model holds them, and the wallets known here that match.
    const found =
      search !== null && search.query === deferred
        ? connectEntries([{ kind: 'recommended', wallets: search.wallets }])
        : []
    return dedupe([...all.filter((e) => matches(e, deferred)), ...found])
  }, [groups, listing, search, deferred])
  // A search that empties the list while the visitor is in it (Tab before the results caught up) takes the focused
  // wallet away with the list: focus goes back to the search box (RovingList keeps it in a list that is still there).
  const empty = entries.length === 0
  useLayoutEffect(() => {
    if (empty) refocusInitial(input.current)
  }, [empty])
  // The loaded wallets a page at a time (a visitor who scrolled through the whole listing has hundreds); the next
  // page of the listing is fetched once every loaded wallet is rendered.
  const {
    shown,
    sentinel: renderSentinel,
    onFocus,
  } = usePagedRendering(entries.length, { resetKey: deferred, embedded, rows: COLUMNS })
  return (
    <>
      <input
        ref={input}
        className="gh-input"
        type="search"
        aria-label={MESSAGES.searchWallet}
        placeholder={MESSAGES.searchWallet}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          // What the visitor typed is the intent; the search effect waits SPEC §7's 300 ms and the latest query wins.
          const typed = event.target.value.trim()
          if (typed !== '') emit({ type: 'WalletsSearchRequested', data: { query: typed } })
        }}
        data-autofocus=""
      />
      <p className="gh-live" role="status">
        {deferred === ''
          ? loadingMore && !failed
            ? MESSAGES.loading
            : ''
          : entries.length === 0
            ? MESSAGES.noWalletFound
            : formatMessage('walletsFound', { n: entries.length })}
      </p>
      {entries.length === 0 ? (
        <p className="gh-muted">{MESSAGES.noWalletFound}</p>
      ) : (
        <div onFocus={onFocus}>
          <RovingList label={MESSAGES.allWallets} className="gh-grid gh-list" columns={COLUMNS}>
            {entries.slice(0, shown).map((entry, index) => (
              <WalletButton key={entry.key} entry={entry} index={index} />
            ))}
          </RovingList>
          {shown < entries.length ? <div ref={renderSentinel} className="gh-sentinel" aria-hidden="true" /> : null}
        </div>
      )}
      {unavailable ? (
        <p className="gh-muted">
          {walletConnect ? MESSAGES.walletsListedHereWalletConnect : MESSAGES.walletsListedHere}
        </p>
      ) : null}
      {deferred === '' && failed ? (
        <RetryNotice
          text={MESSAGES.walletsFailed}
          onRetry={() => {
            setFailedPage(null)
            emit({ type: 'WalletsPageRequested', data: { page: failedPage } })
          }}
        />
      ) : deferred === '' && page !== null && shown >= entries.length ? (
        <div className="gh-center" aria-hidden="true">
          <span ref={sentinel} className="gh-sentinel" />
          {loadingMore ? <Spinner /> : null}
        </div>
      ) : null}
    </>
  )
}

function dedupe(entries: WalletEntry[]): WalletEntry[] {
  const seen = new Set<string>()
  return entries.filter((e) => {
    const id = e.wallet?.connectorId ?? e.key.slice(e.key.indexOf(':') + 1)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}
