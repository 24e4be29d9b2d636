/** Light modules around the code, as the QR standard asks, so a camera finds its edges. */
const QUIET_ZONE = 4

/** A QR code ready to draw: its side in modules and the SVG path of its dark modules. */
export interface QrDrawing {
  size: number
  path: string
}

/**
 * Encodes `text` as a QR code. The encoder (uqr) is fetched when a code is
 * first needed, so the page does not load it for visitors who never ask.
 * The smallest code that holds it (the fewer modules, the bigger each on a
 * screen, the easier a phone reads it), with as much error correction as that
 * size leaves room for.
 */
export async function drawQrCode(text: string): Promise<QrDrawing> {
  const { encode } = await import('uqr')
  const { data, size } = encode(text, { ecc: 'L', boostEcc: true, border: QUIET_ZONE })
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('')
  return { size, path }
}

/**
 * A QR code as one SVG path of dark modules on a light square (dark on light
 * in both themes: that is what cameras read). No inline style, so the strict
 * Content-Security-Policy holds. `label` is its text alternative.
 */
export function QrCode({ drawing: { size, path }, label }: { drawing: QrDrawing; label: string }) {
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect className="qr-code-light" width={size} height={size} />
      <path className="qr-code-dark" d={path} />
    </svg>
  )
}
