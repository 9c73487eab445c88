import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import MiniSearch from 'minisearch'
import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import { listPublicTracks, type PublicTrack } from '@/lib/catalogue/tracks'
import { listPublicVideos, type PublicVideo } from '@/lib/catalogue/videos'
import { getBiography, type PublicBiography } from '@/lib/site/biography'
import { getSiteSettings } from '@/lib/site/settings'

/** One thing the assistant knows, with the page where a fan can see it. */
export type KnowledgeDoc = {
  id: string
  kind: 'track' | 'video' | 'story' | 'help' | 'contact'
  title: string
  text: string
  keywords: string
  link: string
}

export type SiteFacts = {
  artist: string
  contactEmail: string | null
  social: Array<{ network: string; url: string }>
}

export type Knowledge = {
  facts: SiteFacts
  tracks: PublicTrack[]
  videos: PublicVideo[]
  docs: KnowledgeDoc[]
  search: (query: string, limit?: number) => KnowledgeDoc[]
}

export const isFree = (track: Pick<PublicTrack, 'price'>): boolean => Number(track.price) === 0

export const describePrice = (track: Pick<PublicTrack, 'price' | 'priceMode'>): string =>
  track.priceMode === 'name-your-price'
    ? `name your price, ${isFree(track) ? 'free or whatever you choose' : `$${track.price} or more`}`
    : isFree(track)
      ? 'free'
      : `premium, $${track.price}`

/** How the site works: written once here, for the model's context and for search answers. */
const HELP: ReadonlyArray<Omit<KnowledgeDoc, 'kind'>> = [
  {
    id: 'help-buy',
    title: 'How to buy a track',
    text:
      'Sign in or create a free account, open the Music page and press the Buy button on a ' +
      'premium track. The checkout shows the price; pay by card and the track is yours: it ' +
      'plays in full on the site and appears in your dashboard. Prices are in US dollars.',
    keywords: 'buy purchase pay payment checkout card price cost order',
    link: '/music',
  },
  {
    id: 'help-download',
    title: 'How to download tracks',
    text:
      'Open your dashboard and press the Download button next to the track under Purchase ' +
      'History: every track you bought is there, as an MP3 named track-<id>.mp3. Free tracks ' +
      'play in full for everyone.',
    keywords: 'download downloads mp3 file dashboard library purchase history save',
    link: '/dashboard',
  },
  {
    id: 'help-previews',
    title: 'Previews and free tracks',
    text:
      'Anyone can listen to a 35-second preview of every premium track on the Music page. Free ' +
      'tracks play in full without an account. Buying a premium track unlocks the full song.',
    keywords: 'preview listen stream play free sample 35 seconds full song',
    link: '/music',
  },
  {
    id: 'help-account',
    title: 'Your account',
    text:
      'Create an account or sign in on the sign-in page. Forgot your password? Use "Forgot ' +
      'password" there to get a reset link by e-mail. In your dashboard you can edit your ' +
      'profile, change your password, turn on two-factor authentication with an authenticator ' +
      'app and sign out other devices.',
    keywords:
      'account sign in login log in register sign up password reset forgot mfa two-factor ' +
      'authenticator profile security',
    link: '/auth',
  },
  {
    id: 'help-members',
    title: 'Members-only content',
    text: 'Some videos and photos are for members: sign in with a free account to watch and see them.',
    keywords: 'members member only exclusive login required locked',
    link: '/auth',
  },
  {
    id: 'help-photos',
    title: 'Photos',
    text: 'The Photos page has live shots, studio sessions, behind the scenes and more.',
    keywords: 'photos pictures gallery images',
    link: '/photos',
  },
]

/** The biography as plain paragraphs (the rich text the team edits in the CMS). */
const storyText = (biography: PublicBiography): string => {
  const body = biography.content
    ? convertLexicalToPlaintext({
        data: biography.content as Parameters<typeof convertLexicalToPlaintext>[0]['data'],
      })
    : ''
  return [biography.intro, body].filter(Boolean).join('\n\n').trim()
}

export const buildDocuments = (
  facts: SiteFacts,
  tracks: PublicTrack[],
  videos: PublicVideo[],
  story: string,
): KnowledgeDoc[] => [
  ...tracks.map((track) => ({
    id: `track-${track.id}`,
    kind: 'track' as const,
    title: track.title,
    text: [
      `"${track.title}" by ${track.artist}: ${describePrice(track)}, ${track.duration}.`,
      track.description ?? '',
    ]
      .join(' ')
      .trim(),
    keywords: `track song music single ${isFree(track) ? 'free' : 'premium paid'}`,
    link: '/music',
  })),
  ...videos.map((video) => ({
    id: `video-${video.id}`,
    kind: 'video' as const,
    title: video.title,
    text: [
      `Video "${video.title}"${video.memberOnly ? ' (members only: sign in to watch)' : ''}.`,
      video.description ?? '',
    ]
      .join(' ')
      .trim(),
    keywords: `video videos watch clip ${video.isPromo ? 'promo' : ''}`,
    link: '/videos',
  })),
  ...story
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => ({
      id: `story-${index}`,
      kind: 'story' as const,
      title: `The story of ${facts.artist}`,
      text: paragraph,
      keywords: 'story biography about style sound genre influences new york hip-hop',
      link: '/about',
    })),
  {
    id: 'contact',
    kind: 'contact' as const,
    title: `Contact ${facts.artist}'s team`,
    text: [
      'Write to the team with the form on the Contact page (bookings, press, collaborations).',
      facts.contactEmail ? `E-mail: ${facts.contactEmail}.` : '',
      facts.social.length > 0
        ? `Follow on ${facts.social.map((entry) => entry.network).join(', ')}.`
        : '',
    ]
      .join(' ')
      .trim(),
    keywords: 'contact email booking press management social instagram youtube tiktok spotify',
    link: '/contact',
  },
  ...HELP.map((doc) => ({ ...doc, kind: 'help' as const })),
]

export const indexDocuments = (docs: KnowledgeDoc[]) => {
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['id'],
    searchOptions: { boost: { title: 3, keywords: 2 }, fuzzy: 0.2, prefix: true },
  })
  index.addAll(docs)
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return (query: string, limit = 5): KnowledgeDoc[] =>
    index
      .search(query, { combineWith: 'OR' })
      .slice(0, limit)
      .map((result) => byId.get(String(result.id)))
      .filter((doc): doc is KnowledgeDoc => Boolean(doc))
}

/**
 * Everything the assistant knows, from the live CMS content. It shares the catalogue's memo, so
 * a track added or a price changed in the CMS is known on the next question.
 */
export const loadKnowledge = (payload: Payload): Promise<Knowledge> =>
  cached('assistant-knowledge', async () => {
    const [tracks, videos, biography, settings] = await Promise.all([
      listPublicTracks(payload),
      listPublicVideos(payload),
      getBiography(payload),
      getSiteSettings(payload),
    ])
    const facts: SiteFacts = {
      artist: settings.artistName?.trim() || 'KAIRO',
      contactEmail: settings.contactEmail ?? null,
      social: Object.entries(settings.social ?? {})
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1])
        .map(([network, url]) => ({ network, url })),
    }
    const docs = buildDocuments(facts, tracks, videos, storyText(biography))
    return { facts, tracks, videos, docs, search: indexDocuments(docs) }
  })
