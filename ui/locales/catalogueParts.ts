// The parts of a locale's catalogue (ui/locales/<locale>/<part>.ts, each a lazy chunk), for both tables of their
// chunks: English's feature parts (ui/locales/load.ts) and the other languages' (ui/locales/foreign.ts).
import type { Translation } from '../messages.js'

/** The parts of a locale's catalogue, each a lazy chunk of its own (ui/locales/<locale>/<part>.ts). */
export const CATALOGUE_PARTS = ['base', 'errors', 'send', 'swap', 'buy', 'approve'] as const

/** A part of a locale's catalogue. */
export type CataloguePart = (typeof CATALOGUE_PARTS)[number]

/** A lazy chunk of translations. */
export type Loader = () => Promise<{ default: Translation }>
