import { useState } from 'react'

/** Children shown at once under one node; the rest behind a "show more" button (a 100k-event log's listing is big). */
const PAGE = 200

/**
 * A read model as a collapsible JSON tree (native `<details>`, so it works from the keyboard). A closed branch
 * renders none of its children, so only what is open costs anything when the value changes.
 */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="json-tree" aria-label={label}>
      {entries(value).map(([key, child]) => (
        <Node key={key} name={key} value={child} depth={0} />
      ))}
    </ul>
  )
}

function entries(value: unknown): Array<[string, unknown]> {
  return Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value as object)
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        <span className="json-key">{name}</span>:{' '}
        <span className={`json-${value === null ? 'null' : typeof value}`}>{JSON.stringify(value)}</span>
      </li>
    )
  }
  const children = entries(value)
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  if (children.length === 0) {
    return (
      <li>
        <span className="json-key">{name}</span>: <span className="json-empty">{open + close}</span>
      </li>
    )
  }
  return <Branch name={name} entries={children} brackets={[open, close]} depth={depth} />
}

function Branch(props: { name: string; entries: Array<[string, unknown]>; brackets: [string, string]; depth: number }) {
  const { name, entries: children, brackets, depth } = props
  const [isOpen, setOpen] = useState(depth < 2)
  const [shown, setShown] = useState(PAGE)
  return (
    <li>
      <details open={isOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span className="json-key">{name}</span>{' '}
          <span className="json-meta">
            {brackets[0]}
            {children.length}
            {brackets[1]}
          </span>
        </summary>
        {isOpen && (
          <ul>
            {children.slice(0, shown).map(([key, child]) => (
              <Node key={key} name={key} value={child} depth={depth + 1} />
            ))}
            {children.length > shown && (
              <li>
                <button type="button" onClick={() => setShown((n) => n + PAGE)}>
                  Show {Math.min(PAGE, children.length - shown)} more of {children.length - shown}
                </button>
              </li>
            )}
          </ul>
        )}
      </details>
    </li>
  )
}
