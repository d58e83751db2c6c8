// AllWallets (SPEC §2): every wallet the wallets read model holds (connectors,
// then the listing's pages in order), with search.
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../../src/errors/messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectConnectorGroups, selectWalletListing, selectWalletSearch } from '../../projections/wallets/wallets.selectors.js'
import { useReadModel } from '../core/hooks.js'
import { RovingList } from '../components/common.js'
import { connectEntries, WalletButton, type WalletEntry } from './Connect.js'

const selectGroups = (state: GatehouseState) => selectConnectorGroups(state)

/** Entries of the full listing, each wallet once, connecting through an installed connector where one matches. */
function allEntries(state: { groups: ReturnType<typeof selectGroups>; listing: ReturnType<typeof selectWalletListing> }): WalletEntry[] {
  return connectEntries([...state.groups, { kind: 'recommended', wallets: state.listing }])
}

/** Whether an entry matches a search (case-insensitive, on the name). */
const matches = (entry: WalletEntry, query: string) => entry.name.toLowerCase().includes(query.toLowerCase())

/** The AllWallets view. */
export default function AllWalletsView(): ReactNode {
  const groups = useReadModel(selectGroups)
  const listing = useReadModel(selectWalletListing)
  const search = useReadModel(selectWalletSearch)
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const entries = useMemo(() => {
    const all = allEntries({ groups, listing })
    if (deferred === '') return all
    // The service's results for this query when the read model holds them, and the wallets known here that match.
    const found = search !== null && search.query === deferred ? connectEntries([{ kind: 'recommended', wallets: search.wallets }]) : []
    return dedupe([...all.filter((e) => matches(e, deferred)), ...found])
  }, [groups, listing, search, deferred])
  return (
    <>
      <input
        className="gh-input"
        type="search"
        aria-label={MESSAGES.searchWallet}
        placeholder={MESSAGES.searchWallet}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-autofocus=""
      />
      <p className="gh-live" role="status">
        {deferred === '' ? '' : entries.length === 0 ? MESSAGES.noWalletFound : formatMessage('walletsFound', { n: entries.length })}
      </p>
      {entries.length === 0 ? (
        <p className="gh-muted">{MESSAGES.noWalletFound}</p>
      ) : (
        <RovingList label={MESSAGES.allWallets} className="gh-grid gh-list" columns={4}>
          {entries.map((entry, index) => (
            <WalletButton key={entry.key} entry={entry} index={index} />
          ))}
        </RovingList>
      )}
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
