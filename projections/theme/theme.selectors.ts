import type { ThemeState } from './theme.projection.js'

/** The theme mode: light, dark, or system (SPEC §3; system follows prefers-color-scheme). */
export const selectThemeMode = (state: { theme: ThemeState }): ThemeState['themeMode'] => state.theme.themeMode
