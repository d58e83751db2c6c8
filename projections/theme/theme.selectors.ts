import type { ThemeState } from './theme.projection.js'

/** The theme mode, light or dark (SPEC §3). */
export const selectThemeMode = (state: { theme: ThemeState }): ThemeState['themeMode'] => state.theme.themeMode
