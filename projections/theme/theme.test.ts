import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { themeProjection } from './theme.projection.js'
import { selectThemeMode } from './theme.selectors.js'

describe('theme projection', () => {
  it('default (SPEC §1 "Default theme mode dark")', () => {
    expect(selectThemeMode({ theme: themeProjection.initial })).toBe('dark')
  })

  it('behavior (SPEC §3 "Theme sync: themeMode (light or dark), themeVariables")', () => {
    const state = runProjection(
      themeProjection,
      stampEvents([
        createEvent('ThemeChanged', { themeMode: 'light', themeVariables: { '--w3m-accent': '#47a1ff' } }),
        createEvent('ThemeChanged', { themeMode: 'dark' }),
      ]),
    )
    expect(state).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' } })
  })

  it('behavior: an update changes what it names and keeps the rest', () => {
    const run = (...events: Parameters<typeof stampEvents>[0]) => runProjection(themeProjection, stampEvents(events))
    const variables = { '--gh-accent': '#47a1ff' }
    expect(
      run(
        createEvent('ThemeUpdated', { themeMode: 'light' }),
        createEvent('ThemeUpdated', { themeVariables: variables }),
      ),
    ).toEqual({
      themeMode: 'light',
      themeVariables: variables,
    })
    expect(
      run(
        createEvent('ThemeUpdated', { themeVariables: variables }),
        createEvent('ThemeUpdated', { themeMode: 'light' }),
      ),
    ).toEqual({
      themeMode: 'light',
      themeVariables: variables,
    })
  })
})
