import type { Metadata } from 'next'

import { LandingPage } from '@/components/Landing/LandingPage'
import { pickFeaturedTrack } from '@/lib/catalogue/featuredTrack'
import { listPublicPhotos } from '@/lib/catalogue/photos'
import { listPublicTracks } from '@/lib/catalogue/tracks'
import { listPublicVideos } from '@/lib/catalogue/videos'
import { isDemoMode } from '@/lib/env'
import { getBiography } from '@/lib/site/biography'
import { publicContent } from '@/lib/site/publicContent'
import { getArtistArt, getSiteSettings } from '@/lib/site/settings'

export const metadata: Metadata = {
  title: { absolute: 'KAIRO — Official Site' },
  description:
    'Stream previews of KAIRO’s new single “Steppin Out”, buy the tracks, watch the videos and read the story.',
}

const LANDING_VIDEOS = 3
const LANDING_PHOTOS = 4

export default async function Landing() {
  const content = await publicContent(async (payload) => {
    const [tracks, videos, photos, biography, settings, art] = await Promise.all([
      listPublicTracks(payload),
      listPublicVideos(payload),
      listPublicPhotos(payload),
      getBiography(payload),
      getSiteSettings(payload),
      getArtistArt(payload),
    ])
    return {
      videos,
      photos,
      biography,
      settings,
      art,
      featured: await pickFeaturedTrack(payload, tracks),
    }
  })
  if (!content) return null
  const { videos, photos, biography, settings, art, featured } = content
  const memberVideos = videos.filter((video) => video.memberOnly)
  return (
    <LandingPage
      artist={settings.artistName || 'KAIRO'}
      tagline={settings.tagline ?? null}
      heroImage={art.hero}
      featured={featured}
      videos={(memberVideos.length >= LANDING_VIDEOS ? memberVideos : videos).slice(
        0,
        LANDING_VIDEOS,
      )}
      intro={biography.intro}
      membersNote={biography.membersNote}
      photos={photos.slice(0, LANDING_PHOTOS)}
      demoMode={isDemoMode()}
    />
  )
}
