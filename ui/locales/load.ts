// A locale's translations are lazy chunks, one a part of the catalogue: the base (the dialog and the views every
// visitor meets) and the core's messages load with the dialog; each feature screen's (Send and Receive, Swap, Buy,
// ApproveTransaction) loads with that screen, so no chunk grows past a few KiB as the catalogue grows. English is the
// source: its base and the core's messages are in the dialog's chunk (ui/messages.ts), and each feature screen's part
// (ui/locales/en/) loads with the screen too, in whatever language the dialog speaks, as the fallback of a missing key.
import type { Locale } from '../../src/domain/locales.js'
import type { View } from '../../src/domain/views.js'
import { loadOnce } from '../../src/loadOnce.js'
import { addEnglish, type Translation } from '../messages.js'
import { CATALOGUE_PARTS, type CataloguePart, type Loader } from './catalogueParts.js'

/** A feature screen's part of the catalogue (the others, base and errors, come with the dialog in English). */
export type FeaturePart = Exclude<CataloguePart, 'base' | 'errors'>

const isFeature = (part: CataloguePart): part is FeaturePart => part !== 'base' && part !== 'errors'

const ENGLISH_LOADERS: Record<FeaturePart, Loader> = {
  send: () => import('./en/send.js'),
  swap: () => import('./en/swap.js'),
  buy: () => import('./en/buy.js'),
  approve: () => import('./en/approve.js'),
}

// The other languages' loaders are a chunk of their own (ui/locales/foreign.ts): a visitor in English never needs them.
const loadForeign = loadOnce(() => import('./foreign.js'))

/** The parts of the catalogue a view shows: the base and the core's messages, and its feature screen's own. */
export function partsOfView(view: View | null): CataloguePart[] {
  const feature =
    view === 'WalletSend' || view === 'WalletReceive'
      ? 'send'
      : view === 'Swap'
        ? 'swap'
        : view === 'OnRamp'
          ? 'buy'
          : view === 'ApproveTransaction'
            ? 'approve'
            : null
  return feature === null ? ['base', 'errors'] : ['base', 'errors', feature]
}

const loaded = new Map<string, Translation>()
const loading = new Map<string, Promise<Translation>>()
// Parts whose last load failed: a view waiting for a translation shows in English rather than wait for ever; one
// waiting for its English part cannot show (retryEnglishParts).
const failed = new Set<string>()

function loadPart(locale: Locale, part: CataloguePart): Promise<Translation> {
  const key = `${locale}/${part}`
  let translation = loading.get(key)
  if (!translation) {
    const load =
      locale === 'en'
        ? ENGLISH_LOADERS[part as FeaturePart]()
        : loadForeign().then((foreign) => foreign.FOREIGN_LOADERS[locale][part]())
    translation = load.then((module) => {
      if (locale === 'en') addEnglish(module.default)
      loaded.set(key, module.default)
      failed.delete(key)
      return module.default
    })
    translation.catch(() => {
      loading.delete(key)
      failed.add(key)
    })
    loading.set(key, translation)
  }
  return translation
}

const settled = (key: string) => loaded.has(key) || failed.has(key)

/** Whether each of `parts` of `locale`, and English's part of a feature screen among them, is loaded or failed to. */
export function partsSettled(locale: Locale, parts: readonly CataloguePart[]): boolean {
  return (
    parts.filter(isFeature).every((part) => settled(`en/${part}`)) &&
    (locale === 'en' || parts.every((part) => settled(`${locale}/${part}`)))
  )
}

/** Whether English's part of a feature screen among `parts` failed to load: the screen has no text to show. */
export function englishPartFailed(parts: readonly CataloguePart[]): boolean {
  return parts.filter(isFeature).some((part) => failed.has(`en/${part}`))
}

/** Makes the English parts that failed to load be requested again by the next render that needs them. */
export function retryEnglishParts(): void {
  for (const key of failed) if (key.startsWith('en/')) failed.delete(key)
}

/**
 * Loads `parts` of `locale`'s translations, with English's part of a feature screen among them (each once; a failed
 * load is tried again next time), and resolves to all of `locale` loaded so far, so a catalogue applied from it keeps
 * the screens already translated (English resolves to nothing to apply over itself).
 */
export function loadTranslation(
  locale: Locale,
  parts: readonly CataloguePart[] = CATALOGUE_PARTS,
): Promise<Translation> {
  const english = parts.filter(isFeature).map((part) => loadPart('en', part))
  const translated = locale === 'en' ? [] : parts.map((part) => loadPart(locale, part))
  return Promise.all([...english, ...translated]).then(() =>
    locale === 'en' ? {} : Object.assign({}, ...CATALOGUE_PARTS.map((part) => loaded.get(`${locale}/${part}`))),
  )
}
