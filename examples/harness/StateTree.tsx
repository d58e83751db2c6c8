// The read models as a collapsible tree whose rendering is proportional to what is visible: the
// open part of the tree is flattened to rows (a closed branch costs one row, whatever it holds)
// and only the rows in the box's view are in the DOM. A tree view (WAI-ARIA APG): arrow keys
// move, Right opens or goes to the first child, Left closes or goes to the parent, Enter and
// Space open and close, Home/End and Page Up/Down; a click on a branch opens or closes it.
// What is open is kept by path, so it stays open while stepping through the log.
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useVirtualWindow } from './virtual.js'

/** Height of one row in px (harness.css sets the same on .trow). */
export const TREE_ROW_HEIGHT = 22
const VIEW_HEIGHT = 616
/** Branches this shallow are open until closed (the read models and their fields). */
const OPEN_DEPTH = 2
/** Deepest indentation step harness.css has a class for. */
const MAX_INDENT = 12

export interface TreeRow {
  /** Keys from the root, joined by U+001F. */
  path: string
  key: string
  depth: number
  /** For a branch: '{' or '['; null for a leaf. */
  bracket: '{' | '[' | null
  /** A branch's number of children; a leaf's value. */
  size: number
  value: unknown
  open: boolean
  /** Index of the parent row, -1 at the top. */
  parent: number
  /** 1-based position among its siblings, and their number. */
  pos: number
  of: number
}

const SEP = '\u001f'

/** Whether the branch at `path`, `depth` deep, is open: the visitor's choice, else open when shallow. */
export function isOpen(toggled: ReadonlyMap<string, boolean>, path: string, depth: number): boolean {
  return toggled.get(path) ?? depth < OPEN_DEPTH
}

/**
 * The rows of `value`'s tree with its open branches expanded, in reading order. Runs on every step
 * over thousands of rows (a read model's open collection), so it is a plain loop over keys: no
 * [key, value] pairs and no closures a child.
 */
export function flattenTree(value: unknown, toggled: ReadonlyMap<string, boolean>): TreeRow[] {
  const rows: TreeRow[] = []
  const visit = (node: object, prefix: string, depth: number, parent: number) => {
    const array = Array.isArray(node) ? (node as unknown[]) : null
    const keys = array === null ? Object.keys(node) : null
    const of = array !== null ? array.length : keys!.length
    for (let i = 0; i < of; i++) {
      const key = keys === null ? String(i) : keys[i]!
      const child: unknown = array !== null ? array[i] : (node as Record<string, unknown>)[key]
      const path = depth === 0 && prefix === '' ? key : `${prefix}${SEP}${key}`
      const branch = child !== null && typeof child === 'object'
      // A closed branch is counted, not listed.
      const size = branch ? (Array.isArray(child) ? child.length : Object.keys(child).length) : 0
      const open = size > 0 && isOpen(toggled, path, depth)
      const at = rows.length
      rows.push({
        path,
        key,
        depth,
        bracket: branch ? (Array.isArray(child) ? '[' : '{') : null,
        size,
        value: branch ? null : child,
        open,
        parent,
        pos: i + 1,
        of,
      })
      if (open) visit(child as object, path, depth + 1, at)
    }
  }
  if (value !== null && typeof value === 'object') visit(value, '', 0, -1)
  return rows
}

const leafText = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value))
const leafClass = (value: unknown): string => `json-${value === null ? 'null' : typeof value}`

/** A read-model state as a virtualised tree. */
export function StateTree({ value, label, id }: { value: unknown; label: string; id: string }): ReactNode {
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map())
  const [activePath, setActivePath] = useState<string | null>(null)
  const rows = useMemo(() => flattenTree(value, toggled), [value, toggled])
  const found = activePath === null ? -1 : rows.findIndex((r) => r.path === activePath)
  const active = found >= 0 ? found : 0
  const { box, first, last, perView, onScroll } = useVirtualWindow(
    'stree',
    rows.length,
    TREE_ROW_HEIGHT,
    VIEW_HEIGHT,
    active,
  )

  const toggle = (row: TreeRow, open = !row.open) => {
    if (row.bracket === null || row.size === 0 || open === row.open) return
    setToggled((t) => new Map(t).set(row.path, open))
  }
  const moveTo = (i: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, i))]
    if (row) setActivePath(row.path)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[active]
    if (!row) return
    switch (event.key) {
      case 'ArrowDown':
        moveTo(active + 1)
        break
      case 'ArrowUp':
        moveTo(active - 1)
        break
      case 'PageDown':
        moveTo(active + perView)
        break
      case 'PageUp':
        moveTo(active - perView)
        break
      case 'Home':
        moveTo(0)
        break
      case 'End':
        moveTo(rows.length - 1)
        break
      case 'ArrowRight':
        if (row.bracket !== null && row.size > 0 && !row.open) toggle(row, true)
        else if (row.open) moveTo(active + 1)
        break
      case 'ArrowLeft':
        if (row.open) toggle(row, false)
        else if (row.parent >= 0) moveTo(row.parent)
        break
      case 'Enter':
      case ' ':
        toggle(row)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const items: ReactNode[] = []
  for (let r = first; r <= last; r++) {
    const row = rows[r]!
    const branch = row.bracket !== null
    items.push(
      <div
        key={row.path}
        id={`${id}-${r}`}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-posinset={row.pos}
        aria-setsize={row.of}
        aria-expanded={branch && row.size > 0 ? row.open : undefined}
        aria-selected={r === active}
        className={`trow d${Math.min(row.depth, MAX_INDENT)}`}
        onClick={() => {
          setActivePath(row.path)
          toggle(row)
        }}
      >
        <span className="trow-twisty" aria-hidden="true">
          {branch && row.size > 0 ? (row.open ? '▾' : '▸') : ''}
        </span>
        <span className="json-key">{row.key}</span>
        {branch ? (
          <>
            {' '}
            <span className={row.size === 0 ? 'json-empty' : 'json-meta'}>
              {row.bracket}
              {row.size > 0 ? row.size : ''}
              {row.bracket === '{' ? '}' : ']'}
            </span>
          </>
        ) : (
          <>
            : <LeafValue value={row.value} />
          </>
        )}
      </div>,
    )
  }

  return (
    <div
      ref={box}
      className="stree"
      role="tree"
      aria-label={label}
      aria-activedescendant={rows.length > 0 ? `${id}-${active}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={onScroll}
    >
      <div className="stree-inner">
        <div className="stree-window">{items}</div>
      </div>
    </div>
  )
}

/** A leaf's value on one line; the whole of a long one in its title. */
function LeafValue({ value }: { value: unknown }): ReactNode {
  const text = leafText(value)
  return (
    <span className={leafClass(value)} title={text.length > 60 ? text : undefined}>
      {text}
    </span>
  )
}
