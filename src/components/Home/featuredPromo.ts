import { listPublicVideos } from '@/lib/catalogue/videos'
import { publicContent } from '@/lib/site/publicContent'

import { pickPromo, type PromoVideo } from './promoVideo'

/**
 * The home page's featured video. A failing catalogue read costs the page only this block, so
 * members still reach their links and the logout.
 */
export async function featuredPromo(): Promise<PromoVideo | null> {
  try {
    const videos = await publicContent(listPublicVideos)
    return videos && pickPromo(videos)
  } catch (error) {
    console.error('Could not load the featured promo video', error)
    return null
  }
}
