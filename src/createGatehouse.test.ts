import { describe, expect, it } from 'vitest'
import { createGatehouse } from './createGatehouse.js'

// The modal's language: the `locale` option at start and setLocale() later, each a LocaleChanged in the log.
describe('createGatehouse: locale', () => {
  const quiet = { log: { storage: 'memory' as const, firstPaint: false }, effects: {} }

  it('default: English, and no LocaleChanged in the log', async () => {
    const g = createGatehouse(quiet)
    await g.ready
    expect(g.getState().locale.locale).toBe('en')
    expect((await g.exportLog()).events.map((e) => e.type)).not.toContain('LocaleChanged')
    await g.dispose()
  })

  it('behavior: the locale option is the read models’ locale once ready; a regional tag speaks its language', async () => {
    const g = createGatehouse({ ...quiet, locale: 'ar-EG' })
    await g.ready
    expect(g.getState().locale.locale).toBe('ar')
    await g.dispose()
  })

  it('behavior: setLocale changes the locale at run time through one LocaleChanged; the same locale again adds nothing', async () => {
    const g = createGatehouse(quiet)
    await g.ready
    g.setLocale('he')
    g.setLocale('he')
    expect(g.getState().locale.locale).toBe('he')
    const changes = (await g.exportLog()).events.filter((e) => e.type === 'LocaleChanged')
    expect(changes.map((e) => e.data)).toEqual([{ locale: 'he' }])
    await g.dispose()
  })

  it('error: a locale without a catalogue throws ConfigurationError naming the option, at creation and in setLocale', async () => {
    expect(() => createGatehouse({ ...quiet, locale: 'xx' })).toThrow(
      expect.objectContaining({ name: 'ConfigurationError', details: expect.stringContaining('locale: "xx"') }),
    )
    const g = createGatehouse(quiet)
    await g.ready
    expect(() => g.setLocale('klingon')).toThrow(
      expect.objectContaining({ name: 'ConfigurationError', details: expect.stringContaining('setLocale: "klingon"') }),
    )
    expect(g.getState().locale.locale).toBe('en')
    await g.dispose()
  })
})
