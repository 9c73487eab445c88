import { linkFacts } from '@/components/Videos/videoCard'
import type { PublicVideo } from '@/lib/catalogue/videos'

/** What the home page needs of the featured video, already reduced to plain strings. */
export type PromoVideo = {
  id: string
  title: string
  description: string | null
  /** Null for a members-only video: the signed-in browser fetches its link (/api/videos). */
  videoUrl: string | null
  /** The thumbnail uploaded in the CMS, kept to rebuild `image` once the link is known. */
  storedThumbnail: string | null
  /** Null when there is neither a stored thumbnail nor a recognisable YouTube link. */
  image: { src: string; stored: boolean } | null
}

/** The promo with what a link gives it: YouTube's thumbnail when none was uploaded. */
export const promoWithLink = (promo: PromoVideo, videoUrl: string | null): PromoVideo => {
  const { thumbnail } = linkFacts(videoUrl, promo.storedThumbnail)
  return { ...promo, videoUrl, image: thumbnail }
}

/** The first published video marked as the promo, or null when none is. */
export const pickPromo = (videos: readonly PublicVideo[]): PromoVideo | null => {
  const video = videos.find((candidate) => candidate.isPromo)
  if (!video) return null
  return promoWithLink(
    {
      id: video.id,
      title: video.title,
      description: video.description,
      videoUrl: null,
      storedThumbnail: video.thumbnailUrl,
      image: null,
    },
    video.videoUrl,
  )
}
