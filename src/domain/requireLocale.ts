// The check of a locale an app gives (the `locale` option, setLocale): apart from src/domain/locales.ts, which the
// modal's lazy dialog imports too, so the error classes stay in the start-up chunk alone.
import { ConfigurationError } from '../errors/catalogue.js'
import { LOCALES, matchLocale, type Locale } from './locales.js'

/** The supported locale for `tag` (see matchLocale); throws ConfigurationError naming `option` when there is none. */
export function requireLocale(tag: unknown, option: string): Locale {
  const locale = typeof tag === 'string' ? matchLocale(tag) : null
  if (locale === null)
    throw new ConfigurationError('unsupportedLocale', {
      details: `${option}: ${JSON.stringify(tag)} has no catalogue; use one of ${LOCALES.join(', ')}`,
    })
  return locale
}
