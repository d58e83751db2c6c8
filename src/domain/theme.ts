// The theme an app sets (SPEC §1 "Default theme mode dark, with accent colours"; SPEC §3 "Theme sync"): the mode and
// the modal's CSS custom properties (the tokens RainbowKit's theme object and AppKit's themeVariables cover).

/** The theme modes an app sets: `system` follows the visitor's prefers-color-scheme as it changes (default dark). */
export const THEME_MODE_SETTINGS = ['dark', 'light', 'system'] as const

/** A theme mode an app sets. */
export type ThemeModeSetting = (typeof THEME_MODE_SETTINGS)[number]

/**
 * The theme variables, the modal's CSS custom properties: colours (accent text and links, accent fill of the primary
 * buttons, the text on it, background, surfaces, text, muted text, borders, errors, the backdrop), the dialog's
 * radius (default 24px) and the buttons' and list entries' (14px and 16px), the font family (system-ui) and size
 * (15px), the z-index (999998, under the secure frame's 999999, SPEC §9) and the dialog's shadow.
 */
export const THEME_VARIABLES =
  /* @__PURE__ */ 'accent accent-fill on-accent bg surface surface-2 fg muted border error backdrop radius button-radius font-family font-size z-index shadow'
    .split(' ')
    .map((name) => `--gh-${name}`) as [ThemeVariable, ...ThemeVariable[]]

/** A theme variable's name. */
export type ThemeVariable = `--gh-${
  | 'accent'
  | 'accent-fill'
  | 'on-accent'
  | 'bg'
  | 'surface'
  | 'surface-2'
  | 'fg'
  | 'muted'
  | 'border'
  | 'error'
  | 'backdrop'
  | 'radius'
  | 'button-radius'
  | 'font-family'
  | 'font-size'
  | 'z-index'
  | 'shadow'}`

/** The `themeVariables` option: CSS values by variable, applied in both modes over the built-in ones (default none). */
export type ThemeVariables = Partial<Record<ThemeVariable, string>>
