// The Activity tab of the Account view: the history grouped by month, loaded page by page; each row says
// what happened, with whom, the amounts signed (SPEC §9: 3 decimals), when, its status and a link to the
// network's block explorer (none when the network definition has no explorer).
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  describeActivity,
  type ActivityAmount,
  type ActivityKind,
  type HistoryTransaction,
} from '../../../src/domain/activity.js'
import { formatRelativeTime } from '../../../src/domain/display.js'
import { findNetwork, NETWORKS } from '../../../src/domain/networks.js'
import { formatMessage, localizeText, MESSAGES, type MessageId } from '../../messages.js'
import type { GatehouseState } from '../../../projections/index.js'
import { selectHistoryError, selectTransactionsByYear } from '../../../projections/history/history.selectors.js'
import { selectLocale } from '../../../projections/locale/locale.selectors.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { Spinner } from '../../components/common.js'
import { RetryNotice } from '../../components/RetryNotice.js'
import { displayName } from '../../displayName.js'
import { formatDate, shortAddress } from '../../format.js'

const KIND_LABEL: Readonly<Record<ActivityKind, MessageId>> = {
  sent: 'activitySent',
  received: 'activityReceived',
  approved: 'activityApproved',
  swapped: 'activitySwapped',
  minted: 'activityMinted',
  burned: 'activityBurned',
  deployed: 'activityDeployed',
  bought: 'activityBought',
  executed: 'activityExecuted',
}

const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/** The block explorer page of a transaction on an EVM network the definitions know, or null (no explorer, no valid hash). */
function explorerLink(chainId: string, hash: string | null): { name: string; href: string } | null {
  const explorer = findNetwork(NETWORKS, chainId)?.blockExplorers?.default
  if (!explorer || !chainId.startsWith('eip155:') || hash === null || !TX_HASH.test(hash)) return null
  return { name: explorer.name, href: `${explorer.url.replace(/\/+$/, '')}/tx/${hash}` }
}

function amountText(a: ActivityAmount): string {
  const symbol = displayName(a.symbol, 24).text
  if (a.amount === null) return formatMessage('txUnlimited', { token: symbol })
  return `${a.sign}${a.amount}${a.amount && symbol ? ' ' : ''}${symbol}`
}

/** One transaction of the Activity list. */
function ActivityRow({ tx, now, locale }: { tx: HistoryTransaction; now: number; locale: string }): ReactNode {
  const a = describeActivity(tx)
  const who = a.counterparty !== null ? shortAddress(a.counterparty) : null
  const whom =
    who === null
      ? null
      : formatMessage(a.kind === 'sent' ? 'activityTo' : a.kind === 'approved' ? 'activitySpender' : 'activityFrom', {
          who,
        })
  const link = explorerLink(tx.metadata.chain, a.hash)
  const status =
    a.status === null
      ? null
      : MESSAGES[
          a.status === 'confirmed' ? 'activityConfirmed' : a.status === 'failed' ? 'activityFailed' : 'activityPending'
        ]
  return (
    <li className="gh-item">
      <span className="gh-cell">
        <span className="gh-item-name">
          {MESSAGES[KIND_LABEL[a.kind]]}
          {status !== null ? (
            <span className={a.status === 'failed' ? 'gh-sub gh-error' : 'gh-sub'}> {status}</span>
          ) : null}
        </span>
        {whom !== null ? (
          <span className="gh-sub" title={a.counterparty ?? undefined}>
            {whom}
          </span>
        ) : null}
      </span>
      <span className="gh-cell gh-cell-end">
        {a.amounts.slice(0, 2).map((amount, i) => (
          <span key={i}>{amountText(amount)}</span>
        ))}
        {Number.isNaN(a.minedAt) ? null : (
          <time className="gh-sub" dateTime={new Date(a.minedAt).toISOString()} title={formatDate(a.minedAt)}>
            {formatRelativeTime(a.minedAt, now, locale)}
          </time>
        )}
      </span>
      {link !== null ? (
        <a
          className="gh-link-icon"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={formatMessage('activityExplorerLabel', { explorer: link.name, hash: shortAddress(a.hash ?? '') })}
          title={formatMessage('activityExplorer', { explorer: link.name })}
        >
          <svg className="gh-mirror" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              d="M6 3h7v7M13 3 4 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </a>
      ) : null}
    </li>
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

/** The time now, in ms, renewed every `everyMs` while the list shows, so "1 min. ago" moves on. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** The Activity tab. */
export function ActivityPanel(): ReactNode {
  const now = useNow(30_000)
  const months = useReadModel(selectTransactionsByYear)
  const loading = useReadModel((state: GatehouseState) => state.history.loading)
  const next = useReadModel((state: GatehouseState) => state.history.next)
  const error = useReadModel(selectHistoryError)
  // Months and times in the modal's language, as its texts are.
  const locale = useReadModel(selectLocale)
  const emit = useEmit()
  const sentinel = useRef<HTMLSpanElement>(null)
  useMoreHistory(sentinel, next !== null && !loading && error === null, months.length)
  // The failure stays recorded while a new fetch runs: that one's spinner shows meanwhile.
  if (error !== null && !loading)
    return (
      // Showing the tab again asks for the first page again (effects/history/fetchHistory.ts).
      <RetryNotice
        text={localizeText(error)}
        onRetry={() => emit({ type: 'AccountTabRequested', data: { tab: 'activity' } })}
      />
    )
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
        <section
          key={`${m.year}-${m.month}`}
          aria-label={new Date(Date.UTC(m.year, m.month)).toLocaleDateString(locale, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          })}
        >
          <h3 className="gh-section-title">
            {new Date(Date.UTC(m.year, m.month)).toLocaleDateString(locale, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            })}
          </h3>
          <ul className="gh-list">
            {m.transactions.map((tx) => (
              <ActivityRow key={tx.id} tx={tx} now={now} locale={locale} />
            ))}
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
