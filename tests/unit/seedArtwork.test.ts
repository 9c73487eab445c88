import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { type ArtworkScene, artworkSvg, renderArtwork } from '../../src/seed/assets/images'

const SCENES: ArtworkScene[] = ['cover', 'still', 'photo', 'portrait', 'hero']
const SIZES = [
  { width: 1200, height: 1200 },
  { width: 1280, height: 720 },
  { width: 1200, height: 1500 },
  { width: 2400, height: 1350 },
]

describe('the seeded artwork', () => {
  it('holds no text in any scene, size or seed: the site prints the titles', () => {
    for (const scene of SCENES) {
      for (const size of SIZES) {
        for (let seed = 0; seed < 12; seed++) {
          const svg = artworkSvg({ seed, scene, ...size })
          expect(svg).toMatch(/^<svg /)
          expect(svg).not.toMatch(/<text\b|<tspan\b|<textPath\b|font-family|<image\b/)
        }
      }
    }
  })

  it('cannot be asked for a title any more', () => {
    // @ts-expect-error -- titles are the site's to print, never painted into the picture.
    const svg = artworkSvg({ seed: 1, width: 100, height: 100, title: 'STEPPIN OUT' })
    expect(svg).not.toContain('STEPPIN')
  })

  it('is the same markup and the same pixels for the same seed, and differs between seeds', async () => {
    for (const scene of SCENES) {
      const options = { seed: 21, scene, width: 640, height: 360 }
      expect(artworkSvg(options)).toBe(artworkSvg(options))
      expect(artworkSvg({ ...options, seed: 22 })).not.toBe(artworkSvg(options))
    }
    const options = { seed: 5, scene: 'portrait' as const, width: 240, height: 300 }
    const first = await renderArtwork(options)
    expect((await renderArtwork(options)).equals(first)).toBe(true)
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 300 })
  })

  it('gives the portrait and the hero a figure, and leaves a cover abstract', () => {
    // The figure is three copies of one shape (two rims of light, then the dark body).
    const heads = (svg: string) => (svg.match(/<ellipse /g) ?? []).length
    expect(heads(artworkSvg({ seed: 901, scene: 'portrait', width: 1200, height: 1500 }))).toBe(3)
    expect(heads(artworkSvg({ seed: 900, scene: 'hero', width: 2400, height: 1350 }))).toBe(3)
    expect(heads(artworkSvg({ seed: 100, scene: 'cover', width: 1200, height: 1200 }))).toBe(0)
  })
})
