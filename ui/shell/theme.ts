// The app's theme variables as CSS, the one stylesheet every app fills at start (the shell's and the
// views' stylesheets are lazy chunks with the dialog and the views).

const VARIABLE = /^--gh-[a-z0-9-]+$/
const SAFE_VALUE = /^[^;{}<>\\]*$/

/**
 * The app's theme variables (SPEC §3 "themeVariables") as CSS for the root:
 * only `--gh-*` custom properties, values without characters that could end
 * the declaration; anything else is dropped.
 */
export function themeVariablesCss(variables: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => VARIABLE.test(name) && SAFE_VALUE.test(value) && value.trim() !== '')
    .map(([name, value]) => `${name}: ${value.trim()};`)
  // As specific as the light theme's rule and adopted after it, so the app's variables win in both modes.
  return declarations.length === 0 ? '' : `.gh-root[data-theme] { ${declarations.join(' ')} }`
}
