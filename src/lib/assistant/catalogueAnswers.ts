import type { PublicTrack } from '@/lib/catalogue/tracks'

import { describePrice, isFree, type Knowledge } from './knowledge'

/*
 * The answers about the catalogue. Each one answers the question in its first sentence ("1
 * track is free: Concrete Dreams.") and only then gives the list that supports it.
 */

const EMPTY_CATALOGUE =
  'New music is on its way — the catalogue is being prepared. Check /music soon.'

/** "A", "A and B", "A, B and C". */
export const joinWords = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

const titles = (tracks: PublicTrack[]) => joinWords(tracks.map((track) => track.title))

const tracksCount = (n: number) => (n === 1 ? '1 track' : `${n} tracks`)

const trackLine = (track: PublicTrack) => `• ${track.title} — ${describePrice(track)}`

const PREVIEW_NOTE = 'Every premium track has a 35-second preview.'

/** "What music is available?" */
export const catalogueAnswer = ({ tracks }: Knowledge): string => {
  if (tracks.length === 0) return EMPTY_CATALOGUE
  const free = tracks.filter(isFree)
  return [
    `There ${tracks.length === 1 ? 'is 1 track' : `are ${tracks.length} tracks`} available right now:`,
    ...tracks.map(trackLine),
    '',
    free.length > 0
      ? `${titles(free)} ${free.length === 1 ? 'is' : 'are'} free to play in full. ${PREVIEW_NOTE}`
      : PREVIEW_NOTE,
    'Listen on /music.',
  ].join('\n')
}

/** "What tracks are free?" */
export const freeTracksAnswer = ({ tracks }: Knowledge): string => {
  if (tracks.length === 0) return EMPTY_CATALOGUE
  const free = tracks.filter(isFree)
  const lead =
    free.length === 0
      ? `No track is free right now. ${PREVIEW_NOTE}`
      : `${tracksCount(free.length)} ${free.length === 1 ? 'is' : 'are'} free: ${titles(free)}. ` +
        `${free.length === 1 ? 'It plays' : 'They play'} in full for everyone, no account needed.`
  return [
    lead,
    '',
    `All ${tracksCount(tracks.length)}:`,
    ...tracks.map(trackLine),
    '',
    'Listen on /music.',
  ].join('\n')
}

/** "How much do tracks cost?" */
export const pricesAnswer = ({ tracks }: Knowledge): string => {
  if (tracks.length === 0) return EMPTY_CATALOGUE
  const free = tracks.filter(isFree)
  const paid = tracks
    .filter((track) => !isFree(track))
    .sort((a, b) => Number(a.price) - Number(b.price))
  const freePart =
    free.length === 0 ? '' : ` ${titles(free)} ${free.length === 1 ? 'is' : 'are'} free.`
  const lead =
    paid.length === 0
      ? 'Every track is free right now.'
      : paid[0].price === paid.at(-1)!.price
        ? `Tracks cost $${paid[0].price}.${freePart}`
        : `Tracks cost $${paid[0].price} to $${paid.at(-1)!.price}.${freePart}`
  return [lead, '', 'Track by track:', ...tracks.map(trackLine), '', PREVIEW_NOTE].join('\n')
}

const trackTerms = (track: PublicTrack): string =>
  track.priceMode === 'name-your-price'
    ? `name your price: ${isFree(track) ? 'free, or pay what you want' : `$${track.price} or more, as you choose`} at checkout`
    : isFree(track)
      ? 'free: it plays in full for everyone'
      : `a premium track for $${track.price}: preview 35 seconds, buy it to play it in full and download it`

/** A question that names tracks: what each one is and costs. */
export const namedTracksAnswer = (tracks: PublicTrack[]): string =>
  tracks
    .map((track) =>
      [`"${track.title}" by ${track.artist} is ${trackTerms(track)}.`, track.description ?? '']
        .join(' ')
        .trim(),
    )
    .concat('Find it on /music.')
    .join('\n')

/** "Any videos?" */
export const videosAnswer = ({ videos }: Knowledge): string => {
  if (videos.length === 0) return 'Videos are coming soon — keep an eye on /videos.'
  const locked = videos.filter((video) => video.memberOnly).length
  const count = videos.length === 1 ? 'is 1 video' : `are ${videos.length} videos`
  const lockedPart =
    locked === 0
      ? ''
      : locked === videos.length
        ? ', all for members only'
        : `, ${locked} of them for members only`
  return [
    `There ${count}${lockedPart}:`,
    ...videos.map((video) => `• ${video.title}${video.memberOnly ? ' (members only)' : ''}`),
    '',
    `Watch on /videos.${locked > 0 ? ' Members-only videos need a free account: sign in on /auth.' : ''}`,
  ].join('\n')
}
