import { defineProjection } from '../../src/store/projection.js'

/** Read model of the theme (SPEC §3 "Theme sync"); `system` follows the visitor's colour scheme. */
export interface ThemeState {
  themeMode: 'light' | 'dark' | 'system'
  themeVariables: Record<string, string>
}

/** The theme read model; SPEC §1: default theme mode dark. */
export const themeProjection = defineProjection({
  name: 'theme',
  version: 2,
  initial: { themeMode: 'dark', themeVariables: {} } as ThemeState,
  on: {
    ThemeChanged(draft, event) {
      draft.themeMode = event.data.themeMode
      if (event.data.themeVariables !== undefined) draft.themeVariables = { ...event.data.themeVariables }
    },
    ThemeUpdated(draft, event) {
      if (event.data.themeMode !== undefined) draft.themeMode = event.data.themeMode
      if (event.data.themeVariables !== undefined) draft.themeVariables = { ...event.data.themeVariables }
    },
  },
})
