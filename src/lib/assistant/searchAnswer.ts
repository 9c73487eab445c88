import type { PublicTrack } from '@/lib/catalogue/tracks'

import { describePrice, isFree, type Knowledge, type KnowledgeDoc } from './knowledge'

/**
 * The assistant without a language model: plain sentences built from the site's own content,
 * chosen by what the question is about, with the page to go to. It never invents anything: every
 * title, price and fact comes from the knowledge the CMS holds right now.
 */

type Topic = 'music' | 'buy' | 'download' | 'style' | 'videos' | 'contact' | 'account'

const TOPICS: ReadonlyArray<[Topic, RegExp]> = [
  ['download', /\bdownload|\bmp3\b|\bfile\b|my music|library/i],
  ['buy', /\bbuy|purchas|\bpay|price|cost|how much|checkout|\bcard\b|\$/i],
  ['account', /account|sign ?(in|up)|log ?in|register|password|mfa|two-factor|2fa|profile/i],
  ['contact', /contact|book(ing)?|e-?mail|press|manage|social|instagram|tiktok|youtube|spotify/i],
  ['videos', /video|watch|clip/i],
  ['style', /style|sound|genre|influence|story|bio|who is|about|background|from where|grew up/i],
  [
    'music',
    /\bmusic\b|\btracks?\b|\bsongs?\b|single|album|release|listen|available|catalog|free|\bplay/i,
  ],
]

export const topicsOf = (question: string): Topic[] =>
  TOPICS.filter(([, pattern]) => pattern.test(question)).map(([topic]) => topic)

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Tracks the question names by title. */
export const tracksNamed = (question: string, tracks: PublicTrack[]): PublicTrack[] => {
  const asked = ` ${normalise(question)} `
  return tracks.filter((track) => asked.includes(` ${normalise(track.title)} `))
}

const trackLine = (track: PublicTrack) => `• ${track.title} — ${describePrice(track)}`

const catalogueAnswer = ({ tracks }: Knowledge): string => {
  if (tracks.length === 0) {
    return 'New music is on its way — the catalogue is being prepared. Check /music soon.'
  }
  const free = tracks.filter(isFree)
  return [
    `There are ${tracks.length} tracks available right now:`,
    ...tracks.map(trackLine),
    '',
    free.length > 0
      ? `${free.map((track) => track.title).join(' and ')} ${free.length === 1 ? 'is' : 'are'} free to play in full. Every premium track has a 35-second preview.`
      : 'Every premium track has a 35-second preview.',
    'Listen on /music.',
  ].join('\n')
}

const trackAnswer = (tracks: PublicTrack[]): string =>
  tracks
    .map((track) =>
      [
        `"${track.title}" by ${track.artist} is ${isFree(track) ? 'free: it plays in full for everyone' : `a premium track for $${track.price}: preview 35 seconds, buy it to play it in full and download it`}.`,
        track.description ?? '',
      ]
        .join(' ')
        .trim(),
    )
    .concat('Find it on /music.')
    .join('\n')

const helpText = (knowledge: Knowledge, id: string): string =>
  knowledge.docs.find((doc) => doc.id === id)?.text ?? ''

const styleAnswer = (knowledge: Knowledge, found: KnowledgeDoc[]): string => {
  const story = found.filter((doc) => doc.kind === 'story')
  const paragraphs = (
    story.length > 0 ? story : knowledge.docs.filter((doc) => doc.kind === 'story')
  )
    .slice(0, 2)
    .map((doc) => doc.text)
  if (paragraphs.length === 0) return `Read about ${knowledge.facts.artist} on /about.`
  return [...paragraphs, `Read the whole story on /about.`].join('\n\n')
}

const videosAnswer = ({ videos }: Knowledge): string => {
  if (videos.length === 0) return 'Videos are coming soon — keep an eye on /videos.'
  const locked = videos.some((video) => video.memberOnly)
  return [
    `There ${videos.length === 1 ? 'is 1 video' : `are ${videos.length} videos`}:`,
    ...videos.map((video) => `• ${video.title}${video.memberOnly ? ' (members only)' : ''}`),
    '',
    `Watch on /videos.${locked ? ' Members-only videos need a free account: sign in on /auth.' : ''}`,
  ].join('\n')
}

const SUGGESTIONS =
  'I can tell you about the music available, how to buy and download tracks, ' +
  "the artist's style and story, the videos, your account and how to reach the team."

export const searchAnswer = (knowledge: Knowledge, question: string): string => {
  const named = tracksNamed(question, knowledge.tracks)
  const topics = topicsOf(question)
  const found = knowledge.search(question, 4)
  const parts: string[] = []

  if (named.length > 0) parts.push(trackAnswer(named))
  for (const topic of topics) {
    if (parts.length >= 2) break
    if (topic === 'music' && named.length === 0) parts.push(catalogueAnswer(knowledge))
    if (topic === 'buy') parts.push(`${helpText(knowledge, 'help-buy')} See /music.`)
    if (topic === 'download')
      parts.push(`${helpText(knowledge, 'help-download')} Go to /dashboard.`)
    if (topic === 'account') parts.push(`${helpText(knowledge, 'help-account')} Start at /auth.`)
    if (topic === 'contact') parts.push(`${helpText(knowledge, 'contact')} Go to /contact.`)
    if (topic === 'videos') parts.push(videosAnswer(knowledge))
    if (topic === 'style') parts.push(styleAnswer(knowledge, found))
  }
  if (parts.length > 0) return parts.join('\n\n')

  if (found.length > 0) {
    const [best] = found
    return [`Here is what I found about "${best.title}":`, best.text, `More on ${best.link}.`].join(
      '\n',
    )
  }
  return `I'm not sure about that one. ${SUGGESTIONS} You can also write to the team on /contact.`
}
