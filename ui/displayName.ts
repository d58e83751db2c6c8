// Names from outside as the modal shows them. Apart from ui/format.ts, which the start-up path uses: this module
// loads with the lazy views that show such names (the initial JS budget).
import { stripBidiControls } from '../src/domain/bidi.js'

/** Longest name shown whole, in characters; a longer one is cut with '…' and shown whole in its title. */
export const MAX_SHOWN_NAME = 32

/**
 * A name from outside (a profile, a wallet, a token) as the modal shows it: bidi controls removed, cut to `max`
 * characters; `full` is the whole name (bidi controls removed too) for the element's title.
 */
export function displayName(name: string, max = MAX_SHOWN_NAME): { text: string; full: string } {
  const full = stripBidiControls(name)
  if ([...full.slice(0, 2 * max)].length <= max && full.length <= 2 * max) return { text: full, full }
  // Cut between characters (code points), never inside a surrogate pair; only the start of a 5 MB name is walked.
  let end = 0
  for (let n = 0; n < max - 1; n++) end += (full.codePointAt(end) ?? 0) > 0xffff ? 2 : 1
  return { text: `${full.slice(0, end)}…`, full }
}
