// A name from outside (a wallet, a token, a currency) in a list row or a sentence.
import type { ReactNode } from 'react'
import { displayName } from '../displayName.js'

/**
 * A name from outside: bidi controls neutralised, a long one cut with '…' and shown whole in its title, laid out in
 * its own direction (`dir="auto"`: a Latin name in an Arabic modal is cut at its end, not its start).
 */
export function ShownName({ value, max, className }: { value: string; max?: number; className?: string }): ReactNode {
  const { text, full } = displayName(value, max)
  return (
    <span className={className} dir="auto" title={text === full ? undefined : full}>
      {text}
    </span>
  )
}
