import type { ThemeState } from './theme.projection.js'

/** The theme mode: light, dark, or system (SPEC §3; system follows prefers-color-scheme). */
export const selectThemeMode = (state: { theme: ThemeState }): ThemeState['themeMode'] => state.theme.themeMode

/** The theme mode as the frame takes it (SPEC §3 "themeMode (light or dark)"): system resolved by `prefersLight`. */
export function resolvedThemeMode(mode: ThemeState['themeMode'], prefersLight: boolean): 'light' | 'dark' {
  return mode === 'system' ? (prefersLight ? 'light' : 'dark') : mode
}
