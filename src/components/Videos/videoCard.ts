import type { PublicVideo } from '@/lib/catalogue/videos'
import { youtubeId } from '@/lib/catalogue/youtube'

/** A video as the Video Vault shows it, reduced on the server to what the cards need. */
export type VideoCardData = {
  id: string
  title: string
  description: string | null
  videoUrl: string
  /** Null when the link is neither watch-style nor short-style: 'Watch Here' then does nothing. */
  youtubeId: string | null
  /** `stored` is false for YouTube's own thumbnail, which the image optimiser may not fetch. */
  thumbnail: { src: string; stored: boolean } | null
  memberOnly: boolean
  isPromo: boolean
}

export const toVideoCard = (video: PublicVideo): VideoCardData => {
  const id = youtubeId(video.videoUrl)
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    videoUrl: video.videoUrl,
    youtubeId: id,
    thumbnail: video.thumbnailUrl
      ? { src: video.thumbnailUrl, stored: true }
      : id
        ? { src: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, stored: false }
        : null,
    memberOnly: video.memberOnly,
    isPromo: video.isPromo,
  }
}

/** The privacy-enhanced player, started at once: the visitor asked to watch. */
export const embedUrl = (id: string): string =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
