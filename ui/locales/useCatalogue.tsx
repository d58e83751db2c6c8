// The dialog's catalogue: the read models' locale with the parts of it the view shown needs (ui/locales/load.ts),
// made the active catalogue (ui/messages.ts) once they are loaded.
import { useEffect, useState, type ReactNode } from 'react'
import type { Locale } from '../../src/domain/locales.js'
import type { View } from '../../src/domain/views.js'
import { activeLocale, applyTranslation } from '../messages.js'
import { englishPartFailed, loadTranslation, partsOfView, partsSettled } from './load.js'

/**
 * Loads `locale`'s catalogue parts for `view` and makes them the active catalogue; returns the locale now shown.
 * Until a new locale's parts are there the dialog keeps speaking the one it has, and their arrival re-renders the
 * dialog and every view in it (they read the catalogue as they render).
 */
export function useCatalogue(locale: Locale, view: View | null): string {
  const parts = partsOfView(view)
  const feature = parts[2] ?? null
  const [, setShown] = useState(activeLocale)
  useEffect(() => {
    let live = true
    loadTranslation(locale, feature === null ? ['base', 'errors'] : ['base', 'errors', feature]).then(
      (translation) => {
        if (!live) return
        applyTranslation(locale, translation)
        setShown(`${locale}/${feature ?? ''}`)
      },
      () => undefined, // a part did not load: the dialog keeps its language; the next change tries again
    )
    return () => {
      live = false
    }
  }, [locale, feature])
  return activeLocale()
}

/**
 * Renders a view once the parts of the catalogue it needs are loaded (or failed to), suspending until then, so a
 * feature screen whose part loads with it never shows in English first: the parts of the locale shown, or of
 * `locale` (the read models') while English is shown, as when the dialog first opens in another language. The view's
 * code is requested alongside (`alongside`), not after. A feature screen whose English part failed has no text: the
 * failure goes to the dialog's error boundary (ui/shell/ViewBoundary.tsx), whose Try again requests it again.
 */
export function CatalogueGate(props: {
  locale: Locale
  view: View
  alongside: () => Promise<unknown>
  children: ReactNode
}): ReactNode {
  const shown = activeLocale() as Locale
  const wanted = shown === 'en' ? props.locale : shown
  const parts = partsOfView(props.view)
  if (!partsSettled(wanted, parts)) {
    props.alongside().catch(() => undefined) // its failure is the view's to show, when it renders
    throw loadTranslation(wanted, parts).then(
      (translation) => {
        // The dialog may have moved to another locale meanwhile: that one's catalogue stays.
        if (activeLocale() === shown) applyTranslation(wanted, translation)
      },
      () => undefined,
    )
  }
  if (englishPartFailed(parts)) throw new CatalogueLoadError(props.view)
  return props.children
}

/** A feature screen's English texts did not load. */
export class CatalogueLoadError extends Error {
  override name = 'CatalogueLoadError'
  constructor(view: View) {
    super(`The texts of ${view} could not be loaded`)
  }
}
