import type { Metadata } from 'next'

import { LandingPage } from '@/components/Landing/LandingPage.client'
import { pickFeaturedTrack } from '@/lib/catalogue/featuredTrack'
import { listPublicPhotos } from '@/lib/catalogue/photos'
import { listPublicTracks } from '@/lib/catalogue/tracks'
import { listPublicVideos } from '@/lib/catalogue/videos'
import { isDemoMode } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { getBiography } from '@/lib/site/biography'
import { getSiteSettings } from '@/lib/site/settings'

export const metadata: Metadata = {
  title: { absolute: 'KAIRO — Official Site' },
  description:
    'Stream previews of KAIRO’s new single “Steppin Out”, buy the tracks, watch the videos and read the story.',
}

const LANDING_VIDEOS = 3
const LANDING_PHOTOS = 4

export default async function Landing() {
  const payload = await getPayloadClient()
  const [tracks, videos, photos, biography, settings] = await Promise.all([
    listPublicTracks(payload),
    listPublicVideos(payload),
    listPublicPhotos(payload),
    getBiography(payload),
    getSiteSettings(payload),
  ])
  const memberVideos = videos.filter((video) => video.memberOnly)
  return (
    <LandingPage
      artist={settings.artistName || 'KAIRO'}
      tagline={settings.tagline ?? null}
      featured={await pickFeaturedTrack(payload, tracks)}
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
