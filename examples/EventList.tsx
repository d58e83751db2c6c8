import { useEffect, useState } from 'react'
import { useAllEvents, useGatehouse } from 'gatehouse-modal/react'
import type { Stamped } from 'gatehouse-modal'

/** Rows kept on screen; the exported log has them all. */
const MAX_ROWS = 200

const time = (at: number) => {
  const d = new Date(at)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
}

/**
 * Every domain event, newest first: the stored log as restored at load, then
 * live events as the bus dispatches them (ephemeral ones too, which have no seq).
 */
export function EventList() {
  const gatehouse = useGatehouse()
  const [stored, setStored] = useState<readonly Stamped[] | null>(null)
  const [storedError, setStoredError] = useState<string | null>(null)
  const [live, setLive] = useState<readonly Stamped[]>([])

  useAllEvents((event) => setLive((events) => [...events, event].slice(-MAX_ROWS)))

  useEffect(() => {
    let cancelled = false
    // exportLog() rejects (LogStorageError) while writes fail: the live list goes on, and the note says why.
    gatehouse.exportLog().then(
      (log) => {
        if (!cancelled) setStored(log.events as unknown as Stamped[])
      },
      (error: unknown) => {
        if (!cancelled)
          setStoredError(
            error instanceof Error
              ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
              : String(error),
          )
      },
    )
    return () => {
      cancelled = true
    }
  }, [gatehouse])

  // An event dispatched while the export was read is in both lists.
  const storedIds = new Set(stored?.map((e) => e.id))
  const all = [...(stored ?? []), ...live.filter((e) => !storedIds.has(e.id))]
  const byId = new Map(all.map((e) => [e.id, e]))
  const rows = all.slice(-MAX_ROWS).reverse()

  return (
    <>
      <p className="note">
        {storedError !== null
          ? `The stored log could not be read (${storedError}); live events only.`
          : stored === null
            ? 'Reading the stored log…'
            : `${all.length} events (${stored.length} from the stored log), newest first.`}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Domain events, newest first">
        <table className="events-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                seq
              </th>
              <th scope="col">time</th>
              <th scope="col">type</th>
              <th scope="col">source</th>
              <th scope="col">causationId</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => {
              const cause = e.causationId ? byId.get(e.causationId) : undefined
              return (
                <tr key={e.id}>
                  <td className="num">{e.ephemeral ? <span title="ephemeral: not stored">–</span> : e.seq}</td>
                  <td className="mono">{time(e.at)}</td>
                  <td className="type">{e.type}</td>
                  <td className="mono">{e.source}</td>
                  <td className="mono" title={e.causationId ?? undefined}>
                    {e.causationId ? (
                      <>
                        {e.causationId.slice(0, 8)}
                        {cause ? (
                          <span className="cause"> ← {cause.ephemeral ? cause.type : `#${cause.seq}`}</span>
                        ) : null}
                      </>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
