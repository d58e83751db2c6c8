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
  handles: ['ThemeChanged'],
  initial: { themeMode: 'dark', themeVariables: {} } as ThemeState,
  reduce(draft, event) {
    switch (event.type) {
      case 'ThemeChanged':
        draft.themeMode = event.data.themeMode
        if (event.data.themeVariables !== undefined) draft.themeVariables = { ...event.data.themeVariables }
        return
      default:
        return
    }
  },
})
