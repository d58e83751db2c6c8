// The replayed events as a virtualised listbox: only the rows in view (and a few around them)
// are in the DOM, so a log of 100,000 events scrolls and steps as fast as one of ten.
// Row 0 is the start (the base state); row i the state after event i.
import type { KeyboardEvent, ReactNode } from 'react'
import type { Stamped } from '../../src/events/index.js'
import { useVirtualWindow } from './virtual.js'

/** Height of one row in px (harness.css sets the same on .vrow). */
export const ROW_HEIGHT = 28
const VIEW_HEIGHT = 448

export function timeOf(at: number): string {
  const d = new Date(at)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
}

interface Props {
  events: readonly Stamped[]
  seqOfId: ReadonlyMap<string, number>
  /** The current position (0 … events.length). */
  index: number
  onSelect(index: number): void
}

export function EventTable({ events, seqOfId, index, onSelect }: Props): ReactNode {
  const rows = events.length + 1
  const { box, first, last, perView, onScroll } = useVirtualWindow('vlist', rows, ROW_HEIGHT, VIEW_HEIGHT, index)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + perView,
      PageUp: index - perView,
      Home: 0,
      End: rows - 1,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    onSelect(Math.max(0, Math.min(rows - 1, to)))
  }

  const items: ReactNode[] = []
  // Rows are keyed by their place in a ring as long as the window: a step that scrolls by one row moves
  // one element, and a jump across the log rewrites the rows' text in place instead of replacing every element.
  const ring = last - first + 1
  for (let r = first; r <= last; r++) {
    const e = r === 0 ? null : events[r - 1]!
    const cause = e?.causationId ? seqOfId.get(e.causationId) : undefined
    items.push(
      <div
        key={r % ring}
        id={`harness-row-${r}`}
        role="option"
        aria-selected={r === index}
        aria-posinset={r + 1}
        aria-setsize={rows}
        className="vrow"
        data-row={r}
        onClick={() => onSelect(r)}
      >
        {e === null ? (
          <>
            <span className="c-seq">0</span>
            <span className="c-time" />
            <span className="c-type">start (base state)</span>
            <span className="c-source" />
            <span className="c-cause" />
          </>
        ) : (
          <>
            <span className="c-seq">{e.seq}</span>
            <span className="c-time">{timeOf(e.at)}</span>
            <span className="c-type">{e.type}</span>
            <span className="c-source">{e.source}</span>
            <span className="c-cause" title={e.causationId ?? undefined}>
              {e.causationId ? (cause !== undefined ? `← #${cause}` : `← ${e.causationId.slice(0, 8)}`) : '—'}
            </span>
          </>
        )}
      </div>,
    )
  }

  return (
    <div className="vtable">
      <div className="vhead" aria-hidden="true">
        <span className="c-seq">seq</span>
        <span className="c-time">time</span>
        <span className="c-type">type</span>
        <span className="c-source">source</span>
        <span className="c-cause">causation</span>
      </div>
      <div
        ref={box}
        className="vlist"
        role="listbox"
        aria-label="Events of the log (arrow keys, Page Up/Down, Home and End move)"
        aria-activedescendant={`harness-row-${index}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        <div className="vlist-inner">
          <div className="vlist-window">{items}</div>
        </div>
      </div>
    </div>
  )
}
