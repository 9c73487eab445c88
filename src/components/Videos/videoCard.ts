import type { PublicVideo } from '@/lib/catalogue/videos'
import { youtubeId } from '@/lib/catalogue/youtube'

type Thumbnail = { src: string; stored: boolean }

/** A video as the Video Vault shows it, reduced on the server to what the cards need. */
export type VideoCardData = {
  id: string
  title: string
  description: string | null
  /** Null for a members-only video until the signed-in browser has fetched its link. */
  videoUrl: string | null
  /** Null when the link is neither watch-style nor short-style: 'Watch Here' then does nothing. */
  youtubeId: string | null
  /** `stored` is false for YouTube's own thumbnail, which the image optimiser may not fetch. */
  thumbnail: Thumbnail | null
  /** The thumbnail uploaded in the CMS, kept to rebuild `thumbnail` once the link is known. */
  storedThumbnail: string | null
  memberOnly: boolean
  isPromo: boolean
}

/**
 * What a video's link gives its card: the YouTube id and, without an uploaded thumbnail,
 * YouTube's own (derived from the id, so never shown before the link may be).
 */
export const linkFacts = (videoUrl: string | null, storedThumbnail: string | null) => {
  const id = videoUrl ? youtubeId(videoUrl) : null
  const thumbnail: Thumbnail | null = storedThumbnail
    ? { src: storedThumbnail, stored: true }
    : id
      ? { src: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, stored: false }
      : null
  return { videoUrl, youtubeId: id, thumbnail }
}

export const toVideoCard = (video: PublicVideo): VideoCardData => ({
  id: video.id,
  title: video.title,
  description: video.description,
  storedThumbnail: video.thumbnailUrl,
  memberOnly: video.memberOnly,
  isPromo: video.isPromo,
  ...linkFacts(video.videoUrl, video.thumbnailUrl),
})

/** A card with the link that a signed-in browser fetched for it, if the card had none. */
export const withMemberLink = (
  card: VideoCardData,
  links: ReadonlyMap<string, string> | null,
): VideoCardData => {
  const link = card.videoUrl ? null : links?.get(card.id)
  return link ? { ...card, ...linkFacts(link, card.storedThumbnail) } : card
}

/** Where a visitor is sent from a members-only video: sign in, then back to the vault. */
export const SIGN_IN_TO_WATCH = '/auth?next=%2Fvideos'

/** The privacy-enhanced player, started at once: the visitor asked to watch. */
export const embedUrl = (id: string): string =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
