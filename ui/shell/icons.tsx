// The shell's icons and spinner, apart from the views' building blocks (ui/components/common.tsx) so that
// those load with the views, not in every app's initial JS.
import type { ReactNode } from 'react'

/** The close (×) icon. */
export function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  )
}

/** The back (‹) icon; it points the other way right to left (`gh-mirror`), where back is to the right. */
export function BackIcon(): ReactNode {
  return (
    <svg className="gh-mirror" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

/** A spinner (decorative; the live region says what is loading). */
export function Spinner(): ReactNode {
  return <span className="gh-spinner" aria-hidden="true" />
}
