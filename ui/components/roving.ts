// Arrow-key movement in the views' lists (plain DOM, no React, so the unit tests drive it directly).
// Apart from the shell's focus handling (ui/shell/focus.ts) so that it loads with the views, not in
// every app's initial JS.
import { activeElementOf } from '../shell/focus.js'

const KEYS: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
}

/**
 * Arrow keys, Home and End in a list of `[data-roving]` items: moves focus to
 * the next, previous, first or last item (no wrap) and makes it the list's
 * only Tab stop. Returns the focused item, or null when the key is not one of these.
 */
export function moveInList(container: HTMLElement, key: string, columns = 1): HTMLElement | null {
  const move = KEYS[key]
  if (move === undefined) return null
  const items = [...container.querySelectorAll<HTMLElement>('[data-roving]')]
  if (items.length === 0) return null
  const active = activeElementOf(container)
  const index = items.findIndex((el) => el === active)
  const step = columns > 1 && (key === 'ArrowDown' || key === 'ArrowUp') ? columns : 1
  let next: number
  if (move === 'first') next = 0
  else if (move === 'last') next = items.length - 1
  else if (index < 0) next = 0
  else next = Math.min(items.length - 1, Math.max(0, index + (move === 'next' ? step : -step)))
  const target = items[next] as HTMLElement
  for (const el of items) el.tabIndex = el === target ? 0 : -1
  target.focus()
  return target
}

/**
 * After a render took the list's focused item off the page (a search narrowed the list while the visitor was in it),
 * focus the list's Tab stop, else its first item, so the keyboard stays where it was. Does nothing when focus is on
 * another control.
 */
export function refocusList(container: HTMLElement): void {
  const active = activeElementOf(container)
  if (active !== null && active !== container.ownerDocument.body) return
  const target =
    container.querySelector<HTMLElement>('[data-roving][tabindex="0"]') ??
    container.querySelector<HTMLElement>('[data-roving]')
  target?.focus()
}
