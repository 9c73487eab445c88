import type { Metadata } from 'next'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'
import { toVideoCard } from '@/components/Videos/videoCard'
import { VideoGrid } from '@/components/Videos/VideoGrid'
import { listPublicVideos } from '@/lib/catalogue/videos'
import { publicContent } from '@/lib/site/publicContent'

export const metadata: Metadata = { title: 'Videos' }

/** The video gallery (spec §2 "Videos page"): public; member-only videos carry a badge. */
export default async function VideosPage() {
  const videos = (await publicContent(listPublicVideos))?.map(toVideoCard)
  if (!videos) return null
  return (
    <PageShell>
      <HeroHeader kicker="KAIRO · Official videos" title="VIDEO VAULT">
        <p>
          Official videos, studio sessions and live sets. Press play right here, or take it to
          YouTube.
        </p>
      </HeroHeader>
      <VideoGrid videos={videos} />
    </PageShell>
  )
}
