// A name from outside (a wallet, a token, a currency) in a list row or a sentence.
import type { ReactNode } from 'react'
import { displayName } from '../displayName.js'

/** A name from outside: bidi controls neutralised, a long one cut with '…' and shown whole in its title. */
export function ShownName({ value, max, className }: { value: string; max?: number; className?: string }): ReactNode {
  const { text, full } = displayName(value, max)
  return (
    <span className={className} title={text === full ? undefined : full}>
      {text}
    </span>
  )
}
