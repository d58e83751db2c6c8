import { createGatehouse } from 'gatehouse-modal'

// Light at start, the app's accent and corner radius in both modes.
export const gatehouse = createGatehouse({
  projectId: 'my-app',
  themeMode: 'light',
  themeVariables: { '--gh-accent': '#0f766e', '--gh-radius': '12px', '--gh-font-family': 'Inter, sans-serif' },
})

// Later, from the app's own theme switch: follow the operating system's light or dark setting, live.
export function followSystemTheme() {
  gatehouse.setTheme({ themeMode: 'system' })
}
