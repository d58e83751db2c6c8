// The Account view (SPEC §1, §2): address and name, balance floored to 3
// decimals (SPEC §9), network with switching, copy, disconnect, and the
// tabs Tokens, NFTs and Activity.
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
import * as _react from '../index.js'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { formatTokenBalance, formatActivityAmount } from '../../src/domain/display.js'
import { MESSAGES } from '../messages.js'
import type { AccountState, GatehouseState } from '../../projections/index.js'
import { selectActiveBalanceUnavailable } from '../../projections/balances/balances.selectors.js'
import { selectAccountTab } from '../../projections/account/account.selectors.js'
import { selectActiveNetwork } from '../../projections/network/network.selectors.js'
import { selectHistoryError, selectTransactionsByYear } from '../../projections/history/history.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { useAccount, useDisconnect } from '../core/modal.js'
import { ItemIcon, Spinner } from '../components/common.js'
import { NetworkList, networkName } from '../components/NetworkList.js'
import { moveInList } from '../components/roving.js'
import { displayName } from '../displayName.js'
import { shortAddress } from '../format.js'

type Tab = AccountState['currentTab']
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'tokens', label: MESSAGES.tabTokens },
  { id: 'nfts', label: MESSAGES.tabNfts },
  { id: 'activity', label: MESSAGES.tabActivity },
]

function Tabs(props: { current: Tab }): ReactNode {
  const emit = useEmit()
  const select = (tab: Tab) => emit({ type: 'AccountTabRequested', data: { tab } })
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrow keys move between the tabs and select them (WAI-ARIA tabs with automatic activation).
    const target = moveInList(event.currentTarget, event.key)
    if (target) {
      event.preventDefault()
      select(target.dataset.tab as Tab)
    }
  }
  return (
    <div className="gh-tabs" role="tablist" aria-label={MESSAGES.account} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="gh-tab"
          id={`gh-tab-${tab.id}`}
          data-roving=""
          data-tab={tab.id}
          aria-selected={props.current === tab.id}
          aria-controls="gh-tabpanel"
          tabIndex={props.current === tab.id ? 0 : -1}
          onClick={() => select(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

const selectTokens = (state: GatehouseState) => {
  const ns = state.network.activeNamespace
  return ns ? (state.account.byNamespace[ns]?.tokenBalance ?? null) : null
}

/** A name from outside, bidi controls neutralised and long ones cut, whole in the title (ui/displayName.ts). */
function Shown({ value, max, className }: { value: string; max?: number; className?: string }): ReactNode {
  const { text, full } = displayName(value, max)
  return (
    <span className={className} title={text === full ? undefined : full}>
      {text}
    </span>
  )
}

function TokensPanel(): ReactNode {
  const tokens = useReadModel(selectTokens)
  if (!tokens || tokens.length === 0) return <p className="gh-muted">{MESSAGES.noTokens}</p>
  return (
    <ul className="gh-list">
      {tokens.map((t) => (
        <li key={`${t.chainId}:${t.address ?? t.symbol}`} className="gh-item">
          <ItemIcon name={t.symbol} />
          <Shown value={t.name} className="gh-item-name" />
          <span>
            {formatTokenBalance(t.quantity.numeric)} <Shown value={t.symbol} max={12} />
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Asks for the next page of the history when the end of the Activity list scrolls into view (not while one is loading). */
function useMoreHistory(sentinel: React.RefObject<HTMLElement | null>, more: boolean, shown: number): void {
  const emit = useEmit()
  useEffect(() => {
    const el = sentinel.current
    if (!el || !more || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        emit({ type: 'HistoryPageRequested', data: {} })
      },
      { root: el.closest('.gh-body'), rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [sentinel, more, shown, emit])
}

function ActivityPanel(): ReactNode {
  const months = useReadModel(selectTransactionsByYear)
  const loading = useReadModel((state: GatehouseState) => state.history.loading)
  const next = useReadModel((state: GatehouseState) => state.history.next)
  const error = useReadModel(selectHistoryError)
  const sentinel = useRef<HTMLSpanElement>(null)
  useMoreHistory(sentinel, next !== null && !loading && error === null, months.length)
  if (error !== null) return <p className="gh-error">{error}</p>
  if (loading && months.length === 0) {
    return (
      <div className="gh-center" aria-busy="true">
        <Spinner />
        <p className="gh-muted">{MESSAGES.loading}</p>
      </div>
    )
  }
  if (months.length === 0) return <p className="gh-muted">{MESSAGES.noActivity}</p>
  return (
    <>
      {months.map((m) => (
        <section key={`${m.year}-${m.month}`} aria-label={new Date(Date.UTC(m.year, m.month)).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })}>
          <h3 className="gh-section-title">
            {new Date(Date.UTC(m.year, m.month)).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })}
          </h3>
          <ul className="gh-list">
            {m.transactions.map((tx) => {
              const transfer = tx.transfers?.[0]
              return (
                <li key={tx.id} className="gh-item">
                  <span className="gh-item-name">{shortAddress(tx.metadata.hash ?? tx.id)}</span>
                  {transfer?.quantity?.numeric !== undefined ? (
                    <span>
                      {formatActivityAmount(transfer.quantity.numeric)} {transfer.fungible_info?.symbol ?? ''}
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {next !== null ? (
        <div className="gh-center" aria-hidden="true">
          <span ref={sentinel} className="gh-sentinel" />
          {loading ? <Spinner /> : null}
        </div>
      ) : null}
    </>
  )
}

/** The Account view. */
export default function AccountView(): ReactNode {
  const emit = useEmit()
  const account = useAccount()
  const { disconnect } = useDisconnect()
  const active = useReadModel(selectActiveNetwork)
  const unavailable = useReadModel(selectActiveBalanceUnavailable)
  const tab = useReadModel(selectAccountTab)
  const [networksShown, setNetworksShown] = useState(false)

  // Disconnected (here or by the wallet), the router closes the modal (embedded: back to Connect).

  const copy = () => {
    if (account.address === null) return
    void navigator.clipboard?.writeText(account.address).then(
      () => emit({ type: 'MessageRequested', data: { message: MESSAGES.addressCopied, variant: 'success' } }),
      () => undefined,
    )
  }
  const shown = account.profileName !== null ? displayName(account.profileName) : null
  const name = shown?.text ?? (account.address !== null ? shortAddress(account.address) : '')
  // A fetched native balance stays shown when the token balances failed (SPEC §8's toast goes beside it).
  const balance = account.balance !== null ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : unavailable
  return (
    <>
      <div className="gh-center">
        <ItemIcon name={account.walletName ?? name} big />
        <p className="gh-address" title={shown && shown.text !== shown.full ? `${shown.full} (${account.address ?? ''})` : (account.address ?? undefined)}>
          {name}
        </p>
        {balance !== null ? <p className="gh-balance">{balance}</p> : null}
        {unavailable !== null && balance !== unavailable ? <p className="gh-muted">{unavailable}</p> : null}
      </div>
      <div className="gh-row">
        <button type="button" className="gh-button" onClick={copy} disabled={account.address === null}>
          {MESSAGES.copyAddress}
        </button>
        <button type="button" className="gh-button" onClick={() => disconnect()}>
          {MESSAGES.disconnect}
        </button>
      </div>
      <button
        type="button"
        className="gh-item"
        aria-expanded={networksShown}
        aria-controls="gh-networks"
        onClick={() => setNetworksShown((shown) => !shown)}
      >
        <ItemIcon name={active ? networkName(active.chainId) : MESSAGES.unknownNetwork} />
        <span className="gh-item-name">
          {MESSAGES.network}: {active && active.unsupported !== true ? networkName(active.chainId) : MESSAGES.unknownNetwork}
        </span>
      </button>
      <div id="gh-networks" hidden={!networksShown}>
        {networksShown ? <NetworkList /> : null}
      </div>
      <Tabs current={tab} />
      <div id="gh-tabpanel" role="tabpanel" aria-labelledby={`gh-tab-${tab}`} tabIndex={0}>
        {tab === 'tokens' ? <TokensPanel /> : tab === 'nfts' ? <p className="gh-muted">{MESSAGES.noNfts}</p> : <ActivityPanel />}
      </div>
    </>
  )
}
