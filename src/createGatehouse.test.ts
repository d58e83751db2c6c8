import { describe, expect, it } from 'vitest'
import { createGatehouse, type Gatehouse } from './createGatehouse.js'
import type { Stamped } from './events/index.js'

/** The LocaleChanged events `g` dispatches from now on. */
function localeChanges(g: Gatehouse): Array<Stamped['data']> {
  const seen: Array<Stamped['data']> = []
  g.events$.subscribe((e) => {
    if (e.type === 'LocaleChanged') seen.push(e.data)
  })
  return seen
}

// The modal's language: the `locale` option at start and setLocale() later, each a LocaleChanged in the log.
describe('createGatehouse: locale', () => {
  const quiet = { log: { storage: 'memory' as const, firstPaint: false }, effects: {} }

  it('default: English, and no LocaleChanged in the log', async () => {
    const g = createGatehouse(quiet)
    const changes = localeChanges(g)
    await g.ready
    expect(g.getState().locale.locale).toBe('en')
    expect(changes).toEqual([])
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
    const changes = localeChanges(g)
    await g.ready
    g.setLocale('he')
    g.setLocale('he')
    expect(g.getState().locale.locale).toBe('he')
    expect(changes).toEqual([{ locale: 'he' }])
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
