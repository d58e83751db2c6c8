/** A read model as a collapsible JSON tree (native `<details>`, so it works from the keyboard). */
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
        <span className="json-key">{name}</span>: <span className={`json-${value === null ? 'null' : typeof value}`}>{JSON.stringify(value)}</span>
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
  return (
    <li>
      <details open={depth < 2}>
        <summary>
          <span className="json-key">{name}</span>{' '}
          <span className="json-meta">
            {open}
            {children.length}
            {close}
          </span>
        </summary>
        <ul>
          {children.map(([key, child]) => (
            <Node key={key} name={key} value={child} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  )
}
