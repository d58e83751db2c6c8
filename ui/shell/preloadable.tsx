import { lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { loadOnce } from '../../src/loadOnce.js'

// Renewals of the lazy components whose chunk failed to load. React.lazy keeps a rejection for ever, and renewing
// one at once would have React render a new attempt in place of showing the failure (a loop while the network is
// down): they are renewed when the visitor asks to try again (ui/shell/ViewBoundary.tsx).
const failed = new Set<() => void>()

/** Makes every lazy component whose chunk failed to load request it again at its next render. */
export function retryFailedLoads(): void {
  for (const renew of failed) renew()
  failed.clear()
}

/**
 * A lazy component whose chunk can be loaded ahead: once `preload()` has landed
 * it renders at once, without suspending (React.lazy would suspend on its first
 * render even when the chunk is already there); `loaded()` says whether it is.
 * A failed load is thrown to the nearest error boundary, until `retryFailedLoads()`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component type
export function preloadable<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): ComponentType<ComponentProps<C>> & { preload: () => Promise<unknown>; loaded: () => boolean } {
  let loaded: C | null = null
  // A failed load is tried again by a later preload (and render, once renewed).
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default
      return module
    }),
  )
  const attempt = () =>
    preload().catch((error: unknown) => {
      failed.add(() => {
        Lazy = lazy(attempt)
      })
      throw error
    })
  let Lazy = lazy(attempt)
  const View = (props: ComponentProps<C>): ReactNode => {
    const Loaded = (loaded ?? Lazy) as ComponentType<ComponentProps<C>>
    return <Loaded {...props} />
  }
  return Object.assign(View, { preload, loaded: () => loaded !== null })
}
