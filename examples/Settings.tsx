// The demo's settings: the theme at run time (gatehouse.setTheme) and the configuration options of createGatehouse
// (features, socials, legal checkbox, collapse wallets), which apply on a reload with ?options=<JSON>.
import { useState, type FormEvent } from 'react'
import { useGatehouse, useReadModel } from 'gatehouse-modal/react'
import type { FeaturesConfig, GatehouseConfig, GatehouseState, ThemeModeSetting, ThemeVariables } from 'gatehouse-modal'

/** The configuration options the settings chose, from ?options= (empty when none). */
export function demoOptions(): Pick<GatehouseConfig, 'features' | 'termsConditionsUrl' | 'privacyPolicyUrl'> {
  const raw = new URLSearchParams(location.search).get('options')
  return raw ? (JSON.parse(raw) as ReturnType<typeof demoOptions>) : {}
}

/** The accent (its text and its fill) and the dialog's radius as theme variables. */
const variables = (accent: string, radius: number): ThemeVariables => ({
  '--gh-accent': accent,
  '--gh-accent-fill': accent,
  '--gh-radius': `${radius}px`,
})

const SWITCHES = ['email', 'allWallets', 'history', 'swaps', 'onramp', 'receive', 'send'] as const
const OFF_BY_DEFAULT = ['legalCheckbox', 'collapseWallets'] as const

/** The theme (live) and the features (on reload), for a newcomer to see what the options do. */
export function Settings() {
  const gatehouse = useGatehouse()
  const mode = useReadModel((s: GatehouseState) => s.theme.themeMode)
  const [accent, setAccent] = useState('#4358e8')
  const [radius, setRadius] = useState(24)
  const features: FeaturesConfig = demoOptions().features ?? {}

  const applyFeatures = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const chosen: FeaturesConfig = {}
    for (const name of SWITCHES) if (!form.has(name)) chosen[name] = false
    for (const name of OFF_BY_DEFAULT) if (form.has(name)) chosen[name] = true
    if (!form.has('socials')) chosen.socials = false
    const options = {
      features: chosen,
      // The legal checkbox links to the app's terms and privacy policy.
      ...(chosen.legalCheckbox && {
        termsConditionsUrl: `${location.origin}/terms`,
        privacyPolicyUrl: `${location.origin}/privacy`,
      }),
    }
    const url = new URL(location.href)
    url.searchParams.set('options', JSON.stringify(options))
    location.assign(url)
  }

  return (
    <details className="settings">
      <summary>Settings</summary>
      <fieldset>
        <legend>Theme (gatehouse.setTheme, live)</legend>
        <label>
          Mode{' '}
          <select value={mode} onChange={(e) => gatehouse.setTheme({ themeMode: e.target.value as ThemeModeSetting })}>
            <option value="dark">dark</option>
            <option value="light">light</option>
            <option value="system">system</option>
          </select>
        </label>
        <label>
          Accent{' '}
          <input
            type="color"
            value={accent}
            onChange={(e) => {
              setAccent(e.target.value)
              gatehouse.setTheme({ themeVariables: variables(e.target.value, radius) })
            }}
          />
        </label>
        <label>
          Radius{' '}
          <input
            type="range"
            min={0}
            max={32}
            value={radius}
            onChange={(e) => {
              setRadius(Number(e.target.value))
              gatehouse.setTheme({ themeVariables: variables(accent, Number(e.target.value)) })
            }}
          />
        </label>
      </fieldset>
      <form onSubmit={applyFeatures}>
        <fieldset>
          <legend>Features (createGatehouse, on reload)</legend>
          {SWITCHES.map((name) => (
            <label key={name}>
              <input type="checkbox" name={name} defaultChecked={features[name] !== false} /> {name}
            </label>
          ))}
          <label>
            <input type="checkbox" name="socials" defaultChecked={features.socials !== false} /> socials
          </label>
          {OFF_BY_DEFAULT.map((name) => (
            <label key={name}>
              <input type="checkbox" name={name} defaultChecked={features[name] === true} /> {name}
            </label>
          ))}
          <button type="submit">Apply and reload</button>
        </fieldset>
      </form>
    </details>
  )
}
