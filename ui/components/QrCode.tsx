// A QR code as one SVG path with presentation attributes only (no style attribute: strict CSP),
// for the views that show a link to open on a phone (ConnectingWalletConnect, ConnectingFarcaster).
// Only lazy views import it, so the qr package stays out of the initial JS.
import { encodeQR } from 'qr'
import { useMemo, type ReactNode } from 'react'

/** The QR code's quiet zone, in modules (ISO/IEC 18004 asks for 4). */
const QUIET = 4

/** The dark modules of a QR code as one SVG path, row by row in runs. */
function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = ''
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      d += `M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`
    }
  })
  return d
}

/** A QR code of `text`, drawn black on white whatever the theme (phones scan dark on light). */
export function QrCode(props: { text: string; label: string }): ReactNode {
  const { path, size } = useMemo(() => {
    const modules = encodeQR(props.text, 'raw', { ecc: 'medium' })
    return { path: qrPath(modules), size: modules.length + 2 * QUIET }
  }, [props.text])
  return (
    <svg
      role="img"
      aria-label={props.label}
      viewBox={`0 0 ${size} ${size}`}
      width="264"
      height="264"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
