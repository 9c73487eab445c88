import type { PublicVideo } from '@/lib/catalogue/videos'
import { youtubeId } from '@/lib/catalogue/youtube'

/** What the home page needs of the featured video, already reduced to plain strings. */
export type PromoVideo = {
  title: string
  description: string | null
  videoUrl: string
  /** Null when there is neither a stored thumbnail nor a recognisable YouTube link. */
  image: { src: string; stored: boolean } | null
}

/** The first published video marked as the promo, or null when none is. */
export const pickPromo = (videos: readonly PublicVideo[]): PromoVideo | null => {
  const video = videos.find((candidate) => candidate.isPromo)
  if (!video) return null
  const id = youtubeId(video.videoUrl)
  const image = video.thumbnailUrl
    ? { src: video.thumbnailUrl, stored: true }
    : id
      ? { src: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, stored: false }
      : null
  return { title: video.title, description: video.description, videoUrl: video.videoUrl, image }
}
