// The generated avatar of an address as an inline SVG (no image request, nothing a CSP's img-src has to allow).
import { useMemo, type ReactNode } from 'react'
import { avatarSpec } from './avatarSpec.js'

/** The avatar of `address` (decorative: the address or name is written beside it). */
export function Avatar(props: { address: string }): ReactNode {
  const spec = useMemo(() => avatarSpec(props.address), [props.address])
  return (
    <svg viewBox="0 0 5 5" shapeRendering="crispEdges" aria-hidden="true" focusable="false" data-avatar="">
      <rect width="5" height="5" fill={spec.background} />
      {spec.cells.map((on, i) =>
        on ? <rect key={i} x={i % 5} y={Math.floor(i / 5)} width="1" height="1" fill={spec.foreground} /> : null,
      )}
    </svg>
  )
}
