import type { PublicTrack } from '@/lib/catalogue/tracks'

import {
  catalogueAnswer,
  freeTracksAnswer,
  namedTracksAnswer,
  pricesAnswer,
  videosAnswer,
} from './catalogueAnswers'
import type { Knowledge, KnowledgeDoc } from './knowledge'

/**
 * The assistant without a language model: plain sentences built from the site's own content,
 * chosen by what the question is about, with the page to go to. It never invents anything: every
 * title, price and fact comes from the knowledge the CMS holds right now. Each part answers the
 * question first and gives the supporting details after.
 */

type Topic =
  'music' | 'free' | 'prices' | 'buy' | 'download' | 'style' | 'videos' | 'contact' | 'account'

const TOPICS: ReadonlyArray<[Topic, RegExp]> = [
  ['download', /\bdownload|\bmp3\b|\bfile\b|my music|library/i],
  ['prices', /price|cost|how much|expensive|cheap|\$/i],
  // A question about prices also gets the way to buy, after the prices themselves.
  ['buy', /\bbuy|purchas|\bpay|price|cost|how much|checkout|\bcard\b|\$/i],
  ['account', /account|sign ?(in|up)|log ?in|register|password|mfa|two-factor|2fa|profile/i],
  ['contact', /contact|book(ing)?|e-?mail|press|manage|social|instagram|tiktok|youtube|spotify/i],
  ['videos', /video|watch|clip/i],
  ['style', /style|sound|genre|influence|story|bio|who is|about|background|from where|grew up/i],
  ['free', /\bfree\b/i],
  [
    'music',
    /\bmusic\b|\btracks?\b|\bsongs?\b|single|album|release|listen|available|catalog|free|\bplay/i,
  ],
]

/** Topics whose answer lists the catalogue: one of them per answer is enough. */
const CATALOGUE_TOPICS: ReadonlySet<Topic> = new Set(['free', 'prices', 'music'])

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

const helpText = (knowledge: Knowledge, id: string): string =>
  knowledge.docs.find((doc) => doc.id === id)?.text ?? ''

/** "To buy a track: sign in …": the help text as the rest of the lead sentence. */
const howTo = (lead: string, text: string) =>
  `${lead}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`

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

const topicAnswer = (topic: Topic, knowledge: Knowledge, found: KnowledgeDoc[]): string => {
  switch (topic) {
    case 'music':
      return catalogueAnswer(knowledge)
    case 'free':
      return freeTracksAnswer(knowledge)
    case 'prices':
      return pricesAnswer(knowledge)
    case 'buy':
      return `${howTo('To buy a track', helpText(knowledge, 'help-buy'))} See /music.`
    case 'download':
      return `${howTo('To download a track you bought', helpText(knowledge, 'help-download'))} Go to /dashboard.`
    case 'account':
      return `${helpText(knowledge, 'help-account')} Start at /auth.`
    case 'contact':
      return `${helpText(knowledge, 'contact')} Go to /contact.`
    case 'videos':
      return videosAnswer(knowledge)
    case 'style':
      return styleAnswer(knowledge, found)
  }
}

const SUGGESTIONS =
  'I can tell you about the music available, how to buy and download tracks, ' +
  "the artist's style and story, the videos, your account and how to reach the team."

export const searchAnswer = (knowledge: Knowledge, question: string): string => {
  const named = tracksNamed(question, knowledge.tracks)
  const found = knowledge.search(question, 4)
  const parts: string[] = []
  // A question about one track is answered for that track, not with the whole catalogue.
  let listed = named.length > 0

  if (named.length > 0) parts.push(namedTracksAnswer(named))
  for (const topic of topicsOf(question)) {
    if (parts.length >= 2) break
    if (CATALOGUE_TOPICS.has(topic)) {
      if (listed) continue
      listed = true
    }
    parts.push(topicAnswer(topic, knowledge, found))
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
