import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConfigurationError } from '../errors/catalogue.js'
import { directionOf, LOCALES, matchLocale } from './locales.js'
import { requireLocale } from './requireLocale.js'

const region = fc.stringMatching(/^[A-Za-z0-9]{2,8}$/)

describe('locales', () => {
  it("property: a tag of a supported language with any region or script (- or _, any case, spaces around) is that language's catalogue", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        region,
        fc.constantFrom('-', '_'),
        fc.boolean(),
        (locale, sub, sep, upper) => {
          const tag = ` ${upper ? locale.toUpperCase() : locale}${sep}${sub} `
          expect(matchLocale(tag)).toBe(locale)
          expect(matchLocale(locale)).toBe(locale)
        },
      ),
    )
  })

  it('error: a language without a catalogue, or no language, is null, whatever its region', () => {
    for (const tag of ['it', 'it-IT', 'nl', 'eng', 'e', '', '-en', 'x-en', 'zh2']) expect(matchLocale(tag)).toBeNull()
  })

  it('behavior: Arabic, Persian and Hebrew are written right to left, every other catalogue left to right', () => {
    expect(LOCALES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar', 'fa', 'he'])
    expect(directionOf('xx')).toBe('ltr')
  })

  it('behavior: requireLocale answers the matched catalogue; error: anything else throws ConfigurationError naming the option and the tag', () => {
    expect(requireLocale('pt-BR', 'locale')).toBe('pt')
    for (const tag of ['it', 42, null, undefined, { en: true }]) {
      let thrown: unknown
      try {
        requireLocale(tag, 'setLocale')
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(ConfigurationError)
      expect((thrown as ConfigurationError).details).toBe(
        `setLocale: ${JSON.stringify(tag)} has no catalogue; use one of ${LOCALES.join(', ')}`,
      )
    }
  })
})
