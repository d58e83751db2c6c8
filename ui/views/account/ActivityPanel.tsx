// The Activity tab of the Account view: the history grouped by month, loaded page by page.
import { useEffect, useRef, type ReactNode } from 'react'
import { formatActivityAmount } from '../../../src/domain/display.js'
import { MESSAGES } from '../../messages.js'
import type { GatehouseState } from '../../../projections/index.js'
import { selectHistoryError, selectTransactionsByYear } from '../../../projections/history/history.selectors.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { Spinner } from '../../components/common.js'
import { shortAddress } from '../../format.js'

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

/** The Activity tab. */
export function ActivityPanel(): ReactNode {
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

