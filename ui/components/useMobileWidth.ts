// Whether the page is as narrow as a phone's: the views that show a QR code then offer a link
// that opens the app on this device instead (a phone cannot scan its own screen).
import { useSyncExternalStore } from 'react'

/** Below this width the app's link is offered. */
const MOBILE_QUERY = '(max-width: 480px)'

function subscribeMedia(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined
  const list = window.matchMedia(MOBILE_QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
const isMobileWidth = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches

/** Whether the page is as narrow as a phone's (updates when it changes). */
export function useMobileWidth(): boolean {
  return useSyncExternalStore(subscribeMedia, isMobileWidth, () => false)
}
