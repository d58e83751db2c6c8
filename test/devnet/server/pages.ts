// Devnet-only pages of the API server, outside SPEC §7: the avatars of the registry's seeded names. (The onramp
// checkout is in onramp.ts.)
import type { Route } from './http.js'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The avatar routes. */
export function pageRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/devnet/avatar/{name}',
      handler: (ctx) => {
        const name = (ctx.params.name ?? '').replace(/\.svg$/, '')
        const initials = escape(name.slice(0, 2).toUpperCase())
        let hue = 0
        for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360
        return {
          kind: 'raw',
          contentType: 'image/svg+xml',
          body: `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue} 60% 45%)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>\n`,
        }
      },
    },
  ]
}
