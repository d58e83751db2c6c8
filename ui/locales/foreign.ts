// Each language but English, its catalogue's parts as lazy chunks (ui/locales/<locale>/<part>.ts): a table of its own
// that ui/locales/load.ts fetches when the modal speaks another language (the shell warms it as it starts then), so
// a visitor in English never downloads it.
import type { Locale } from '../../src/domain/locales.js'
import type { CataloguePart, Loader } from './catalogueParts.js'

/** The lazy chunks of each other language's parts of the catalogue. */
export const FOREIGN_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, Record<CataloguePart, Loader>>> = {
  ar: {
    base: () => import('./ar/base.js'),
    errors: () => import('./ar/errors.js'),
    send: () => import('./ar/send.js'),
    swap: () => import('./ar/swap.js'),
    buy: () => import('./ar/buy.js'),
    approve: () => import('./ar/approve.js'),
  },
  de: {
    base: () => import('./de/base.js'),
    errors: () => import('./de/errors.js'),
    send: () => import('./de/send.js'),
    swap: () => import('./de/swap.js'),
    buy: () => import('./de/buy.js'),
    approve: () => import('./de/approve.js'),
  },
  es: {
    base: () => import('./es/base.js'),
    errors: () => import('./es/errors.js'),
    send: () => import('./es/send.js'),
    swap: () => import('./es/swap.js'),
    buy: () => import('./es/buy.js'),
    approve: () => import('./es/approve.js'),
  },
  fa: {
    base: () => import('./fa/base.js'),
    errors: () => import('./fa/errors.js'),
    send: () => import('./fa/send.js'),
    swap: () => import('./fa/swap.js'),
    buy: () => import('./fa/buy.js'),
    approve: () => import('./fa/approve.js'),
  },
  fr: {
    base: () => import('./fr/base.js'),
    errors: () => import('./fr/errors.js'),
    send: () => import('./fr/send.js'),
    swap: () => import('./fr/swap.js'),
    buy: () => import('./fr/buy.js'),
    approve: () => import('./fr/approve.js'),
  },
  he: {
    base: () => import('./he/base.js'),
    errors: () => import('./he/errors.js'),
    send: () => import('./he/send.js'),
    swap: () => import('./he/swap.js'),
    buy: () => import('./he/buy.js'),
    approve: () => import('./he/approve.js'),
  },
  ja: {
    base: () => import('./ja/base.js'),
    errors: () => import('./ja/errors.js'),
    send: () => import('./ja/send.js'),
    swap: () => import('./ja/swap.js'),
    buy: () => import('./ja/buy.js'),
    approve: () => import('./ja/approve.js'),
  },
  ko: {
    base: () => import('./ko/base.js'),
    errors: () => import('./ko/errors.js'),
    send: () => import('./ko/send.js'),
    swap: () => import('./ko/swap.js'),
    buy: () => import('./ko/buy.js'),
    approve: () => import('./ko/approve.js'),
  },
  pt: {
    base: () => import('./pt/base.js'),
    errors: () => import('./pt/errors.js'),
    send: () => import('./pt/send.js'),
    swap: () => import('./pt/swap.js'),
    buy: () => import('./pt/buy.js'),
    approve: () => import('./pt/approve.js'),
  },
  ru: {
    base: () => import('./ru/base.js'),
    errors: () => import('./ru/errors.js'),
    send: () => import('./ru/send.js'),
    swap: () => import('./ru/swap.js'),
    buy: () => import('./ru/buy.js'),
    approve: () => import('./ru/approve.js'),
  },
  tr: {
    base: () => import('./tr/base.js'),
    errors: () => import('./tr/errors.js'),
    send: () => import('./tr/send.js'),
    swap: () => import('./tr/swap.js'),
    buy: () => import('./tr/buy.js'),
    approve: () => import('./tr/approve.js'),
  },
  zh: {
    base: () => import('./zh/base.js'),
    errors: () => import('./zh/errors.js'),
    send: () => import('./zh/send.js'),
    swap: () => import('./zh/swap.js'),
    buy: () => import('./zh/buy.js'),
    approve: () => import('./zh/approve.js'),
  },
}
