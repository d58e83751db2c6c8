// The locales Gatehouse has a catalogue for (ui/locales/), and which of them are written right to left. Here,
// not with the catalogues, because the configuration's check and the shell's `dir` need them at start, and the
// catalogues are lazy chunks.

/** Every locale with a catalogue, as BCP 47 language tags; English is the source and the fallback of the others. */
export const LOCALES = ['en', 'ar', 'de', 'es', 'fa', 'fr', 'he', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh'] as const

/** A locale with a catalogue. */
export type Locale = (typeof LOCALES)[number]

// Arabic, Persian and Hebrew scripts run right to left.
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'fa', 'he'])

/** The supported locale for a BCP 47 tag: the tag itself, else its language (`'ar-EG'` → `'ar'`), else null. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase()
  const language = lower.split(/[-_]/)[0] ?? ''
  const found = LOCALES.find((l) => l === lower) ?? LOCALES.find((l) => l === language)
  return found ?? null
}

/** The writing direction of a locale's text: `'rtl'` for Arabic, Persian and Hebrew, else `'ltr'`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
