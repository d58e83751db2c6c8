// The theme an app sets (SPEC §1 "Default theme mode dark, with accent colours"; SPEC §3 "Theme sync"): the mode and
// the named variables (the tokens RainbowKit's theme object and AppKit's themeVariables cover), each the CSS custom
// properties of the modal it sets. Checked where the app gives them (createGatehouse, setTheme).
import { ConfigurationError } from '../errors/catalogue.js'

/** The theme modes an app sets: `system` follows the visitor's prefers-color-scheme as it changes (default dark). */
export const THEME_MODES = ['dark', 'light', 'system'] as const

/** A theme mode an app sets. */
export type ThemeMode = (typeof THEME_MODES)[number]

/** Each theme variable and the modal's CSS custom properties it sets. */
export const THEME_VARIABLES = {
  accent: ['--gh-accent', '--gh-accent-fill'],
  accentForeground: ['--gh-on-accent'],
  background: ['--gh-bg'],
  surface: ['--gh-surface'],
  surfaceActive: ['--gh-surface-2'],
  foreground: ['--gh-fg'],
  mutedForeground: ['--gh-muted'],
  border: ['--gh-border'],
  error: ['--gh-error'],
  backdrop: ['--gh-backdrop'],
  radius: ['--gh-radius'],
  buttonRadius: ['--gh-button-radius'],
  fontFamily: ['--gh-font-family'],
  fontSize: ['--gh-font-size'],
  zIndex: ['--gh-z-index'],
  shadow: ['--gh-shadow'],
} as const

/** A theme variable's name. */
export type ThemeVariable = keyof typeof THEME_VARIABLES

/**
 * The `themeVariables` option, each applied in both modes and unset by default (the built-in dark and light tokens):
 * colours as any CSS colour; `radius` (the dialog's, default 24px) and `buttonRadius` (buttons 14px and list entries 16px by
 * default), `fontSize` (default 15px) as a CSS length or a number of pixels; `fontFamily` (default system-ui);
 * `zIndex` (default 999998, just under the secure frame's 999999, SPEC §9); `shadow` the dialog's box-shadow.
 */
export type ThemeVariables = Partial<Record<ThemeVariable, string | number>>

// A value must not end the declaration it is written into (the theme's stylesheet is text).
const SAFE_VALUE = /^[^;{}<>\\]+$/
const PIXELS = new Set<string>(['radius', 'buttonRadius', 'fontSize'])

/** Checks `themeVariables` and writes each as CSS text; throws ConfigurationError naming the bad variable. */
export function parseThemeVariables(input: unknown, option = 'themeVariables'): Record<string, string> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ConfigurationError('invalidInput', { details: `${option}: expected an object` })
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(input)) {
    if (!Object.hasOwn(THEME_VARIABLES, name))
      throw new ConfigurationError('invalidInput', {
        details: `${option}.${name}: unknown variable (one of ${Object.keys(THEME_VARIABLES).join(', ')})`,
      })
    const text =
      typeof value === 'number' && Number.isFinite(value)
        ? `${value}${PIXELS.has(name) ? 'px' : ''}`
        : typeof value === 'string'
          ? value.trim()
          : ''
    if (!SAFE_VALUE.test(text))
      throw new ConfigurationError('invalidInput', {
        details: `${option}.${name}: expected a CSS value (a non-empty string without ; { } < > \\, or a number)`,
      })
    out[name] = text
  }
  return out
}

/** Checks a theme mode; throws ConfigurationError naming `option`. */
export function parseThemeMode(input: unknown, option = 'themeMode'): ThemeMode {
  if (THEME_MODES.includes(input as ThemeMode)) return input as ThemeMode
  throw new ConfigurationError('invalidInput', { details: `${option}: expected 'dark', 'light' or 'system'` })
}
