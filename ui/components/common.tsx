// Small building blocks of the modal's views.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { stripBidiControls } from '../../src/domain/bidi.js'
import { moveInList, refocusList } from './roving.js'

/**
 * A wallet's, network's or person's icon: its image when it has one, else its
 * drawn `icon` (a logo, a generated avatar), else its initial (decorative: the
 * name is next to it). An image that fails to load gives way to the icon or
 * initial; a new URL is tried again.
 */
export function ItemIcon(props: {
  name: string
  imageUrl?: string | null
  icon?: ReactNode
  big?: boolean
}): ReactNode {
  const className = props.big ? 'gh-icon gh-big-icon' : 'gh-icon'
  const [failed, setFailed] = useState<string | null>(null)
  const url = props.imageUrl
  if (url && url !== failed)
    return <img className={className} src={url} alt="" aria-hidden="true" onError={() => setFailed(url)} />
  return (
    <span className={className} aria-hidden="true">
      {props.icon ?? (stripBidiControls(props.name).trim().charAt(0).toUpperCase() || '?')}
    </span>
  )
}

/**
 * A list whose items are reached with the arrow keys, Home and End (one Tab
 * stop: the first item, then the last one focused). Items are buttons
 * marked `data-roving` with `tabIndex` from `rovingTabIndex(i)`. When a render
 * takes the focused item away (a search narrowed the list), focus goes to the
 * list's Tab stop instead of being lost to the page.
 */
export function RovingList(props: {
  label: string
  columns?: number
  className?: string
  children: ReactNode
}): ReactNode {
  const { columns } = props
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      if (moveInList(event.currentTarget, event.key, columns)) event.preventDefault()
    },
    [columns],
  )
  const list = useRef<HTMLUListElement>(null)
  // The item that has focus. A blur to another control forgets it; a blur to nowhere is either the item leaving the
  // page (Chromium blurs it as it is removed; the layout effect below, in the same commit, sees it gone) or a click
  // on no control, forgotten once the item is seen still on the page.
  const focused = useRef<Element | null>(null)
  const onFocus = useCallback((event: FocusEvent) => {
    focused.current = event.target
  }, [])
  const onBlur = useCallback((event: FocusEvent) => {
    const item = event.target
    if (event.relatedTarget !== null) focused.current = null
    else
      queueMicrotask(() => {
        if (item.isConnected && focused.current === item) focused.current = null
      })
  }, [])
  useLayoutEffect(() => {
    const lost = focused.current
    if (list.current === null || lost === null || lost.isConnected) return
    focused.current = null
    refocusList(list.current) // the item it focuses records itself (onFocus)
  })
  return (
    <ul
      ref={list}
      className={props.className ?? 'gh-list'}
      aria-label={props.label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {props.children}
    </ul>
  )
}

/** The tab index of the i-th item of a roving list before the visitor moves in it. */
export const rovingTabIndex = (index: number): number => (index === 0 ? 0 : -1)

// The shell's spinner, for the views too (the shell's icons live in ui/shell/icons.tsx: this file is views-only, off the initial JS).
export { Spinner } from '../shell/icons.js'
