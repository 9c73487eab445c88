import { describe, expect, it } from 'vitest'

import { buildDocuments, indexDocuments, type Knowledge } from '@/lib/assistant/knowledge'
import { searchAnswer, topicsOf, tracksNamed } from '@/lib/assistant/searchAnswer'
import type { PublicTrack } from '@/lib/catalogue/tracks'
import type { PublicVideo } from '@/lib/catalogue/videos'

const track = (title: string, price: string): PublicTrack => ({
  id: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  artist: 'KAIRO',
  price,
  priceMode: 'fixed',
  suggestedPrice: null,
  maximumPrice: null,
  previewUrl: '',
  previewStart: 0,
  coverImageUrl: null,
  description: `${title} is a song about the city.`,
  duration: '3:10',
  createdAt: '2026-01-01T00:00:00.000Z',
  lyrics: null,
  credits: null,
  genre: 'Hip-Hop',
  isrc: null,
  formats: [],
  outOn: null,
})

const video = (title: string, memberOnly: boolean): PublicVideo => ({
  id: title,
  title,
  description: null,
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  thumbnailUrl: null,
  memberOnly,
  isPromo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
})

const knowledgeOf = (tracks: PublicTrack[], videos: PublicVideo[] = []): Knowledge => {
  const facts = { artist: 'KAIRO', contactEmail: 'team@kairo.example', social: [] }
  const story = 'KAIRO grew up in the Bronx.\n\nHis sound mixes boom-bap drums with soul samples.'
  const docs = buildDocuments(facts, tracks, videos, story)
  return { facts, tracks, videos, docs, search: indexDocuments(docs) }
}

const catalogue = knowledgeOf(
  [track('Steppin Out', '1.99'), track('Concrete Dreams', '0.00'), track('Uptown Lights', '1.29')],
  [video('Studio Session', true), video('Live in Harlem', false)],
)

describe('the search answer', () => {
  it('lists every track with free or premium and its price', () => {
    const answer = searchAnswer(catalogue, 'What music is available?')
    expect(answer).toContain('There are 3 tracks available right now:')
    expect(answer).toContain('• Steppin Out — premium, $1.99')
    expect(answer).toContain('• Concrete Dreams — free')
    expect(answer).toContain('Concrete Dreams is free to play in full.')
  })

  it('tells how to buy and download, pointing at the pages', () => {
    const answer = searchAnswer(catalogue, 'How do I purchase and download tracks?')
    expect(answer).toContain('/dashboard')
    expect(answer).toContain('/music')
  })

  it("answers the style question from the artist's story, not with the catalogue", () => {
    const answer = searchAnswer(catalogue, "What is KAIRO's musical style?")
    expect(answer).toContain('boom-bap drums with soul samples')
    expect(answer).toContain('/about')
    expect(answer).not.toContain('tracks available')
  })

  it('marks members-only videos', () => {
    expect(searchAnswer(catalogue, 'Any videos to watch?')).toContain(
      '• Studio Session (members only)',
    )
  })

  it('recognises track titles and topics', () => {
    expect(tracksNamed('is uptown lights free?', catalogue.tracks).map((t) => t.title)).toEqual([
      'Uptown Lights',
    ])
    expect(topicsOf('I forgot my password')).toEqual(['account'])
    expect(topicsOf("What is KAIRO's musical style?")).toEqual(['style'])
  })

  it('says what it can help with when nothing matches, and invents nothing', () => {
    const answer = searchAnswer(knowledgeOf([]), 'qwzx')
    expect(answer).toContain("I'm not sure about that one.")
    expect(answer).toContain('/contact')
  })

  it('answers which tracks are free in its first sentence, then lists the catalogue once', () => {
    const answer = searchAnswer(catalogue, 'What tracks are free?')
    const [first] = answer.split('\n')
    expect(first).toBe(
      '1 track is free: Concrete Dreams. It plays in full for everyone, no account needed.',
    )
    expect(answer.indexOf('• Steppin Out — premium, $1.99')).toBeGreaterThan(first.length)
    expect(answer.match(/• Steppin Out/g)).toHaveLength(1)
    expect(answer).toContain('/music')
  })

  it('names every free track, or says there is none', () => {
    const twoFree = knowledgeOf([
      track('Steppin Out', '1.99'),
      track('Concrete Dreams', '0.00'),
      track('Night Shift', '0'),
    ])
    expect(searchAnswer(twoFree, 'Are any songs free?').split('\n')[0]).toMatch(
      /^2 tracks are free: Concrete Dreams and Night Shift\./,
    )
    const noneFree = knowledgeOf([track('Steppin Out', '1.99')])
    expect(searchAnswer(noneFree, 'which tracks are free').split('\n')[0]).toBe(
      'No track is free right now. Every premium track has a 35-second preview.',
    )
  })

  it('answers what tracks cost first, with the price list and how to buy after it', () => {
    const answer = searchAnswer(catalogue, 'How much do tracks cost?')
    const [first] = answer.split('\n')
    expect(first).toBe('Tracks cost $1.29 to $1.99. Concrete Dreams is free.')
    expect(answer).toContain('• Uptown Lights — premium, $1.29')
    expect(answer.indexOf('To buy a track: sign in')).toBeGreaterThan(
      answer.indexOf('• Uptown Lights'),
    )
  })

  it('starts the buying answer with the steps', () => {
    expect(searchAnswer(catalogue, 'How do I buy a track?')).toMatch(
      /^To buy a track: sign in or create a free account, open the Music page and press the Buy button/,
    )
  })

  it('answers how many videos there are, and how many are for members, first', () => {
    const answer = searchAnswer(catalogue, 'Any videos to watch?')
    expect(answer.split('\n')[0]).toBe('There are 2 videos, 1 of them for members only:')
  })

  it('says the catalogue is being prepared when there are no tracks', () => {
    expect(searchAnswer(knowledgeOf([]), 'What music is available?')).toContain(
      'the catalogue is being prepared',
    )
  })
})
