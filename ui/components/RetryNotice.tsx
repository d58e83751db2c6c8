// A fetch that failed, said with a way to ask again: the views that wait on a service (the NFTs and Activity tabs,
// All Wallets' listing) show this instead of a spinner that never ends.
import type { ReactNode } from 'react'
import { MESSAGES } from '../messages.js'

/** The failure's text as an alert, and Try again, which calls `onRetry`. */
export function RetryNotice({ text, onRetry }: { text: string; onRetry: () => void }): ReactNode {
  return (
    <div className="gh-center">
      <p className="gh-error" role="alert">
        {text}
      </p>
      <button type="button" className="gh-button" onClick={onRetry}>
        {MESSAGES.tryAgain}
      </button>
    </div>
  )
}
