import { describe, expect, it } from 'vitest'

import { BIOGRAPHY_SECTIONS } from '@/seed/content/biography'
import { DEMO_PHOTOS, DEMO_TRACKS, DEMO_VIDEOS } from '@/seed/content/catalogue'
import { sectionsToLexical } from '@/seed/content/lexical'
import { formatDuration } from '@/seed/uploads'

describe('demo content', () => {
  it('has the spec’s featured single, priced, previewing from second 41', () => {
    const steppin = DEMO_TRACKS.find((track) => track.title === 'Steppin Out')
    expect(steppin).toMatchObject({ previewStart: 41 })
    expect(steppin!.price).toBeGreaterThan(0)
    // The whole 35-second window fits in the synthesised audio.
    expect(steppin!.seconds).toBeGreaterThanOrEqual(41 + 35)
  })

  it('has at least six tracks, a free one, and audio longer than 90 s', () => {
    expect(DEMO_TRACKS.length).toBeGreaterThanOrEqual(6)
    expect(DEMO_TRACKS.some((track) => track.price === 0)).toBe(true)
    for (const track of DEMO_TRACKS) expect(track.seconds).toBeGreaterThan(90)
  })

  it('has four videos, exactly one of them the promo', () => {
    expect(DEMO_VIDEOS.length).toBeGreaterThanOrEqual(4)
    expect(DEMO_VIDEOS.filter((video) => video.isPromo)).toHaveLength(1)
  })

  it('has the 13 photos across six categories and three sizes', () => {
    expect(DEMO_PHOTOS).toHaveLength(13)
    expect(new Set(DEMO_PHOTOS.map((photo) => photo.category)).size).toBe(6)
    expect(new Set(DEMO_PHOTOS.map((photo) => photo.size))).toEqual(
      new Set(['large', 'wide', 'regular']),
    )
  })

  it('has the About page’s ten sections in the spec’s order', () => {
    expect(BIOGRAPHY_SECTIONS.map((section) => section.heading)).toEqual([
      'Origins & Foundation',
      'The Curious Mind',
      'Artistic Evolution',
      'Today’s Vision',
      'Experience the Journey',
      'Early Life',
      'Musical Influences',
      'Career Highlights',
      'What’s Next',
      'Artist Philosophy',
    ])
  })

  it('turns the sections into Lexical headings, paragraphs and a closing quote', () => {
    const state = sectionsToLexical([
      { heading: 'One', body: ['First.'] },
      { heading: 'Two', body: ['A quote.'] },
    ])
    const types = (state.root.children as Array<{ type: string; tag?: string }>).map(
      (node) => node.tag ?? node.type,
    )
    expect(types).toEqual(['h2', 'paragraph', 'h2', 'quote'])
  })

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(124)).toBe('2:04')
    expect(formatDuration(45)).toBe('0:45')
    expect(formatDuration(600)).toBe('10:00')
  })
})
