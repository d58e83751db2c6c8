import { defineProjection } from '../../src/store/projection.js'

/** Read model of the theme (SPEC §3 "Theme sync"). */
export interface ThemeState {
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string>
}

/** The theme read model; SPEC §1: default theme mode dark. */
export const themeProjection = defineProjection({
  name: 'theme',
  version: 1,
  initial: { themeMode: 'dark', themeVariables: {} } as ThemeState,
  on: {
    ThemeChanged(draft, event) {
      draft.themeMode = event.data.themeMode
      if (event.data.themeVariables !== undefined) draft.themeVariables = { ...event.data.themeVariables }
    },
  },
})
