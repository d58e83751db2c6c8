// Draws a logo given as data: a view box and its paths (fill, path data, and whether the path's fill rule is
// evenodd). Inline SVG: no request, nothing a page's Content-Security-Policy has to allow.
import type { ReactNode } from 'react'

/** One path of a logo: fill colour ('currentColor' follows the theme's text colour), path data, evenodd or not. */
export type LogoPath = readonly [fill: string, d: string, evenodd?: true]

/** A logo's SVG (decorative: its name is written beside it). */
export function drawLogo(viewBox: string, paths: readonly LogoPath[]): ReactNode {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false">
      {paths.map(([fill, d, evenodd], i) => (
        <path key={i} fill={fill} d={d} fillRule={evenodd ? 'evenodd' : undefined} />
      ))}
    </svg>
  )
}
