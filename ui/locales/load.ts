// Each locale's translations are a lazy chunk of their own (a few KiB), loaded when the modal speaks it; English
// is the catalogue itself (ui/messages.ts) and loads with the views.
import type { Locale } from '../../src/domain/locales.js'
import type { Translation } from '../messages.js'

type Loader = () => Promise<{ default: Translation }>

const LOADERS: Record<Exclude<Locale, 'en'>, Loader> = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fa: () => import('./fa.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  pt: () => import('./pt.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  zh: () => import('./zh.js'),
}

const loaded = new Map<Locale, Promise<Translation>>()

/** The translations of `locale` (none for English), loaded once; a failed load is tried again next time. */
export function loadTranslation(locale: Locale): Promise<Translation> {
  if (locale === 'en') return Promise.resolve({})
  let translation = loaded.get(locale)
  if (!translation) {
    translation = LOADERS[locale]().then((module) => module.default)
    translation.catch(() => loaded.delete(locale))
    loaded.set(locale, translation)
  }
  return translation
}
