import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { localeProjection } from './locale.projection.js'
import { selectDirection, selectLocale } from './locale.selectors.js'

describe('locale projection', () => {
  it('default: English, left to right', () => {
    const state = { locale: localeProjection.initial }
    expect(selectLocale(state)).toBe('en')
    expect(selectDirection(state)).toBe('ltr')
  })

  it('behavior: the last LocaleChanged wins; Arabic, Hebrew and Persian run right to left', () => {
    const locale = runProjection(
      localeProjection,
      stampEvents([createEvent('LocaleChanged', { locale: 'de' }), createEvent('LocaleChanged', { locale: 'ar' })]),
    )
    expect(selectLocale({ locale })).toBe('ar')
    for (const rtl of ['ar', 'he', 'fa'] as const) expect(selectDirection({ locale: { locale: rtl } })).toBe('rtl')
    expect(selectDirection({ locale: { locale: 'ja' } })).toBe('ltr')
  })

  it('error: a locale without a catalogue is not a valid LocaleChanged', () => {
    expect(() => stampEvents([createEvent('LocaleChanged', { locale: 'xx' as 'en' })])).toThrow()
  })
})
