import type { ReactNode } from 'react'
import { MESSAGES } from '../messages.js'

/** The body of a view of SPEC §2 that this version of the modal does not build yet (the header keeps Back and Close). */
export function UnavailableView(): ReactNode {
  return (
    <div className="gh-center">
      <p className="gh-muted">{MESSAGES.viewNotAvailable}</p>
    </div>
  )
}
