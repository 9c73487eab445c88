import sharp from 'sharp'

import { type Rng, seededRandom } from './random'

export type ArtworkOptions = {
  seed: number
  width: number
  height: number
  /** Which layers go on the composition; an abstract cover when left out. */
  scene?: ArtworkScene
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

/** Where the artist stands in the frame, as a fraction of the width and of the height. */
type Figure = {
  x: number
  scale: number
  /** The head's centre, as a fraction of the height. */ headY?: number
}

/** What the picture is for: it decides which city and figure layers sit on the composition. */
export type ArtworkScene = 'cover' | 'still' | 'photo' | 'portrait' | 'hero'

// A skyline along the bottom: seeded blocks with a few lit windows, in the background colour so
// it reads as a silhouette against the light behind it.
function skyline({ width, height, min, colors, rng }: Canvas, top: number): string {
  const blocks: string[] = []
  const windows: string[] = []
  let x = -min * 0.02
  while (x < width) {
    const w = min * (0.05 + rng() * 0.09)
    const h = (height - top) * (0.25 + rng() * 0.75)
    const y = height - h
    blocks.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(w + 1)}" height="${round(h)}"/>`,
    )
    if (rng() < 0.3) {
      // A spire or a water tower on the roof.
      const tw = w * 0.35
      blocks.push(
        `<rect x="${round(x + w / 2 - tw / 2)}" y="${round(y - min * 0.03)}" width="${round(tw)}" height="${round(min * 0.03 + 1)}"/>`,
      )
    }
    const cell = min * 0.018
    for (let wy = y + cell; wy < height - cell; wy += cell * 2) {
      for (let wx = x + cell * 0.8; wx < x + w - cell; wx += cell * 1.6) {
        if (rng() < 0.16) {
          const lit = rng() < 0.2 ? colors[0] : '#f5c542'
          windows.push(
            `<rect x="${round(wx)}" y="${round(wy)}" width="${round(cell * 0.7)}" height="${round(cell)}" fill="${lit}" opacity="${round(0.45 + rng() * 0.5)}"/>`,
          )
        }
      }
    }
    x += w + min * 0.004
  }
  return `<g fill="${BACKGROUND}">${blocks.join('')}</g><g>${windows.join('')}</g>`
}

// An abstract figure from the chest up (head, cap, shoulders), lit from behind: a rim of accent
// light, then the dark shape on top. No face and no likeness: a shape, not a person.
function figure({ width, height, min, colors }: Canvas, { x, scale, headY }: Figure): string {
  const r = min * scale
  const cx = round(width * x)
  const cy = round(headY === undefined ? height - r * 4.4 : height * headY)
  const body = (dx: number) => {
    const c = cx + dx
    return `<path d="M${round(c - r * 2.8)},${height} L${round(c - r * 2.8)},${round(cy + r * 3)} Q${round(c - r * 3)},${round(cy + r * 1.55)} ${round(c - r * 1.4)},${round(cy + r * 1.45)} L${round(c - r * 0.5)},${round(cy + r * 1.2)} L${round(c - r * 0.45)},${round(cy + r * 0.7)} L${round(c + r * 0.45)},${round(cy + r * 0.7)} L${round(c + r * 0.5)},${round(cy + r * 1.2)} L${round(c + r * 1.4)},${round(cy + r * 1.45)} Q${round(c + r * 3)},${round(cy + r * 1.55)} ${round(c + r * 2.8)},${round(cy + r * 3)} L${round(c + r * 2.8)},${height} Z"/>
      <ellipse cx="${c}" cy="${cy}" rx="${round(r * 0.82)}" ry="${round(r)}"/>
      <path d="M${round(c - r * 0.9)},${round(cy - r * 0.25)} Q${round(c - r * 0.8)},${round(cy - r * 1.15)} ${c},${round(cy - r * 1.12)} Q${round(c + r * 0.85)},${round(cy - r * 1.1)} ${round(c + r * 0.92)},${round(cy - r * 0.3)} L${round(c + r * 1.75)},${round(cy - r * 0.12)} L${round(c + r * 1.7)},${round(cy + r * 0.02)} L${round(c - r * 0.9)},${round(cy - r * 0.1)} Z"/>`
  }
  const rim = round(r * 0.07)
  return `<circle cx="${cx}" cy="${round(cy + r * 0.6)}" r="${round(r * 4.2)}" fill="url(#glow)" opacity="0.75"/>
    <g fill="${colors[1]}" opacity="0.9">${body(-rim)}</g><g fill="${colors[0]}">${body(rim)}</g>
    <g fill="${BACKGROUND}">${body(0)}</g>`
}

// Stage light: beams fanning down from the top edge, for the hero and the video stills.
function beams({ width, height, colors, rng }: Canvas, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const top = width * ((i + 0.5 + (rng() - 0.5) * 0.6) / count)
    const spread = width * (0.06 + rng() * 0.08)
    const foot = top + width * (rng() - 0.5) * 0.5
    const fill = i % 2 === 0 ? colors[0] : colors[2]
    return `<polygon points="${round(top - width * 0.01)},0 ${round(top + width * 0.01)},0 ${round(foot + spread)},${height} ${round(foot - spread)},${height}" fill="${fill}" opacity="${round(0.08 + rng() * 0.1)}"/>`
  }).join('')
}

/** The layers each scene adds on top of the abstract composition. */
function sceneLayers(canvas: Canvas, scene: ArtworkScene): string {
  const { height, rng } = canvas
  switch (scene) {
    case 'cover':
      // Album art stays abstract; some covers get a low skyline.
      return rng() < 0.5 ? skyline(canvas, height * 0.78) : ''
    case 'still':
      return `${beams(canvas, 4)}${skyline(canvas, height * 0.7)}${figure(canvas, { x: rng() < 0.5 ? 0.24 : 0.76, scale: 0.1 })}`
    case 'photo':
      return rng() < 0.6
        ? // Head at the centre: a crop to any tile shape keeps the subject.
          `${skyline(canvas, height * 0.72)}${figure(canvas, { x: 0.5, scale: 0.11, headY: 0.48 })}`
        : skyline(canvas, height * 0.6)
    case 'portrait':
      return `${beams(canvas, 3)}${skyline(canvas, height * 0.78)}${figure(canvas, { x: 0.5, scale: 0.125 })}`
    case 'hero':
      // The figure stands in the right third: the landing page sets the artist's name on the left.
      return `${beams(canvas, 6)}${skyline(canvas, height * 0.62)}${figure(canvas, { x: 0.75, scale: 0.105 })}`
  }
}

/**
 * The SVG of a seeded, text-free artwork: an abstract composition, then the scene's city and
 * figure layers, a shade and film grain. The same options always give the same markup.
 */
export function artworkSvg(options: ArtworkOptions): string {
  const { seed, width, height, scene = 'cover' } = options
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
  return `<svg xmlns="http://www.w3.org/2000/svg" ${full} viewBox="0 0 ${width} ${height}">
    ${defs(canvas)}<rect ${full} fill="${BACKGROUND}"/><g ${mirror}>${layout(canvas)}</g>
    <rect ${full} fill="url(#shade)"/>${sceneLayers(canvas, scene)}
    <rect ${full} fill="url(#grain)"/></svg>`
}

export async function renderArtwork(options: ArtworkOptions): Promise<Buffer> {
  const image = sharp(Buffer.from(artworkSvg(options)))
  return options.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 82 }).toBuffer()
}
