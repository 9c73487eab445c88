import { ImageResponse } from 'next/og'

export const alt = 'KAIRO — the official site: new single “Steppin Out”'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

/** The share card of every public page: bold, dark, the artist's name large. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        padding: 80,
        background: 'radial-gradient(circle at 20% 10%, #4a0d1f 0%, #08080a 60%)',
        color: '#f4f4f5',
      }}
    >
      <div style={{ fontSize: 28, letterSpacing: 8, color: '#ff6b86' }}>HIP-HOP · NEW YORK</div>
      <div style={{ fontSize: 220, fontWeight: 900, lineHeight: 1 }}>KAIRO</div>
      <div style={{ fontSize: 40, color: '#a1a1aa' }}>New single “Steppin Out” — listen now</div>
    </div>,
    size,
  )
}
