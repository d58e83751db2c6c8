import { lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { loadOnce } from '../../src/loadOnce.js'

/**
 * A lazy component whose chunk can be loaded ahead: once `preload()` has landed
 * it renders at once, without suspending (React.lazy would suspend on its first
 * render even when the chunk is already there); `loaded()` says whether it is.
 * Used for the views a first click shows (ui/shell/Dialog.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component type
export function preloadable<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): ComponentType<ComponentProps<C>> & { preload: () => Promise<unknown>; loaded: () => boolean } {
  let loaded: C | null = null
  // A failed load is tried again by a later render or preload.
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default
      return module
    }),
  )
  const Lazy = lazy(preload)
  const View = (props: ComponentProps<C>): ReactNode => {
    const Loaded = (loaded ?? Lazy) as ComponentType<ComponentProps<C>>
    return <Loaded {...props} />
  }
  return Object.assign(View, { preload, loaded: () => loaded !== null })
}
