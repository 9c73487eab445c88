import sharp from 'sharp'

import { type Rng, seededRandom } from './random'

type ArtworkOptions = {
  seed: number
  title: string
  subtitle?: string
  width: number
  height: number
  format?: 'jpeg' | 'png'
}
type Canvas = { width: number; height: number; min: number; colors: string[]; rng: Rng }

const BACKGROUND = '#08080a'
// Every palette keeps at least one of the site's accents (#ff2d55, #f5c542) so covers feel on-brand.
const PALETTES = [
  ['#ff2d55', '#f5c542', '#f4f1ea'],
  ['#f5c542', '#ff6b2d', '#ff2d55'],
  ['#ff2d55', '#7b2dff', '#f5c542'],
  ['#2de2ff', '#ff2d55', '#f4f1ea'],
  ['#f5c542', '#2dff9b', '#ff2d55'],
]
const FONT = 'DejaVu Sans, Arial, sans-serif'
// DejaVu Sans Bold capitals average about this many ems wide; used to fit titles without measuring.
const CAP_WIDTH_EM = 0.78

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const round = (value: number) => Math.round(value * 10) / 10

function defs({ width, height, colors, rng }: Canvas): string {
  const angle = Math.round(20 + rng() * 50) * (rng() < 0.5 ? 1 : -1)
  // Grain is a tiled pattern of seeded specks: cheaper than feTurbulence and identical every run.
  const specks = Array.from({ length: 140 }, () => {
    const shade = rng() < 0.5 ? '#fff' : '#000'
    return `<rect x="${round(rng() * 96)}" y="${round(rng() * 96)}" width="1.4" height="1.4" fill="${shade}" opacity="${round(0.05 + rng() * 0.12)}"/>`
  }).join('')
  return `<defs>
    <linearGradient id="sweep" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${colors[0]}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${colors[0]}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="${BACKGROUND}" stop-opacity="0"/>
      <stop offset="1" stop-color="${BACKGROUND}" stop-opacity="0.92"/>
    </linearGradient>
    <pattern id="stripes" width="${round(Math.max(width, height) / 28)}" height="10"
      patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">
      <rect width="${round(Math.max(width, height) / 56)}" height="10" fill="${colors[2]}"/>
    </pattern>
    <pattern id="grain" width="96" height="96" patternUnits="userSpaceOnUse">${specks}</pattern>
  </defs>`
}

// Each layout is a different composition, so neighbouring seeds never read as recolours.
const LAYOUTS: Array<(canvas: Canvas) => string> = [
  ({ width, height, min, rng }) => {
    const cx = round(width * (0.55 + rng() * 0.3))
    const cy = round(height * (0.25 + rng() * 0.2))
    const rings = [0.5, 0.62, 0.74].map(
      (r) =>
        `<circle cx="${cx}" cy="${cy}" r="${round(min * r)}" fill="none" stroke="url(#sweep)" stroke-width="${round(min * 0.012)}"/>`,
    )
    return `<circle cx="${cx}" cy="${cy}" r="${round(min * 0.7)}" fill="url(#glow)"/>
      <circle cx="${cx}" cy="${cy}" r="${round(min * 0.36)}" fill="url(#sweep)"/>${rings.join('')}
      <rect y="${round(height * 0.52)}" width="${width}" height="${round(height * 0.12)}" fill="url(#stripes)" opacity="0.35"/>`
  },
  ({ width, height, min, colors, rng }) => {
    const tilt = round(height * (0.2 + rng() * 0.3))
    return `<polygon points="0,${tilt} ${width},0 ${width},${round(height * 0.55)} 0,${round(tilt + height * 0.4)}" fill="url(#stripes)" opacity="0.55"/>
      <polygon points="0,${round(tilt + height * 0.08)} ${width},${round(height * 0.1)} ${width},${round(height * 0.22)} 0,${round(tilt + height * 0.2)}" fill="url(#sweep)"/>
      <circle cx="${round(width * (0.15 + rng() * 0.6))}" cy="${round(height * 0.18)}" r="${round(min * 0.11)}" fill="${colors[1]}"/>`
  },
  ({ width, height, min, colors, rng }) => {
    const split = round(width * (0.35 + rng() * 0.3))
    const dots = Array.from({ length: 36 }, (_, i) => {
      const x = round(width * 0.62 + (i % 6) * min * 0.06)
      const y = round(height * 0.08 + Math.floor(i / 6) * min * 0.06)
      return `<circle cx="${x}" cy="${y}" r="${round(min * 0.012)}" fill="${colors[2]}"/>`
    })
    return `<rect x="${split}" y="${round(-height * 0.2)}" width="${width}" height="${round(height * 1.4)}" fill="url(#sweep)" transform="rotate(14 ${split} ${round(height / 2)})"/>
      <rect x="${round(split - min * 0.08)}" y="${round(-height * 0.2)}" width="${round(min * 0.03)}" height="${round(height * 1.4)}" fill="${colors[2]}" transform="rotate(14 ${split} ${round(height / 2)})"/>
      ${dots.join('')}`
  },
  ({ width, height, min, colors, rng }) => {
    const horizon = round(height * (0.5 + rng() * 0.12))
    const radius = round(min * (0.38 + rng() * 0.1))
    const cuts = Array.from({ length: 6 }, (_, i) => {
      const y = round(horizon - radius * 0.1 - i * radius * 0.14)
      return `<rect y="${y}" width="${width}" height="${round(radius * (0.05 - i * 0.006))}" fill="${BACKGROUND}"/>`
    })
    return `<circle cx="${round(width / 2)}" cy="${horizon}" r="${round(radius * 1.6)}" fill="url(#glow)" opacity="0.6"/>
      <circle cx="${round(width / 2)}" cy="${horizon}" r="${radius}" fill="url(#sweep)"/>${cuts.join('')}
      <rect y="${horizon}" width="${width}" height="${round(height - horizon)}" fill="url(#stripes)" opacity="0.18"/>
      <rect y="${horizon}" width="${width}" height="${round(min * 0.008)}" fill="${colors[2]}"/>`
  },
]

// Greedy word wrap to at most three lines; the font size then shrinks to fit the longest line.
function wrapTitle(title: string, maxChars: number): string[] {
  const lines: string[] = []
  for (const word of title.toUpperCase().split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1
    if (last >= 0 && `${lines[last]} ${word}`.length <= maxChars) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines
}

function typography(canvas: Canvas, title: string, subtitle = ''): string {
  const { width, height, min, colors } = canvas
  const lines = wrapTitle(title, width >= height * 1.4 ? 20 : 13)
  const longest = Math.max(4, ...lines.map((line) => line.length))
  const size = Math.min(
    height * 0.16,
    (width * 0.86) / (longest * CAP_WIDTH_EM),
    height / 2 / lines.length,
  )
  const subSize = Math.max(min * 0.028, size * 0.3)
  const [x, bottom] = [round(width * 0.07), round(height * 0.93)]
  const top = bottom - (subtitle ? subSize * 1.9 : 0) - (lines.length - 1) * size * 0.95
  const font = (px: number, weight: number) =>
    `font-family="${FONT}" font-weight="${weight}" font-size="${round(px)}"`
  const tspans = lines.map(
    (line, i) => `<tspan x="${x}" y="${round(top + i * size * 0.95)}">${escapeXml(line)}</tspan>`,
  )
  return `<rect x="${x}" y="${round(top - size * 1.1)}" width="${round(size * 1.2)}" height="${round(size * 0.09)}" fill="${colors[0]}"/>
    <text ${font(size, 900)} fill="#f4f1ea">${tspans.join('')}</text>
    <text x="${x}" y="${bottom}" ${font(subSize, 700)} letter-spacing="${round(subSize * 0.18)}" fill="${colors[1]}">${escapeXml(subtitle.toUpperCase())}</text>`
}

export async function renderArtwork(options: ArtworkOptions): Promise<Buffer> {
  const { seed, title, subtitle, width, height, format = 'jpeg' } = options
  const rng = seededRandom(seed)
  // Rotating which palette colour leads gives 15 distinct colourings from 5 palettes.
  const palette = PALETTES[Math.floor(rng() * PALETTES.length)]
  const lead = Math.floor(rng() * 3)
  const colors = [...palette.slice(lead), ...palette.slice(0, lead)]
  const canvas: Canvas = { width, height, min: Math.min(width, height), colors, rng }
  // Cycling layouts by seed (not by chance) means consecutive seeds never share a composition.
  const layout = LAYOUTS[Math.abs(Math.floor(seed)) % LAYOUTS.length]
  // Mirroring doubles the number of distinct compositions at no cost.
  const mirror = rng() < 0.5 ? `transform="translate(${width} 0) scale(-1 1)"` : ''
  const full = `width="${width}" height="${height}"`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" ${full} viewBox="0 0 ${width} ${height}">
    ${defs(canvas)}<rect ${full} fill="${BACKGROUND}"/><g ${mirror}>${layout(canvas)}</g>
    <rect ${full} fill="url(#shade)"/>${typography(canvas, title, subtitle)}
    <rect ${full} fill="url(#grain)"/></svg>`
  const image = sharp(Buffer.from(svg))
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 82 }).toBuffer()
}
