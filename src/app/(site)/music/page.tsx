import type { Metadata } from 'next'

import { MusicLibrary } from '@/components/Music/MusicLibrary'
import { musicJsonLd, serializeJsonLd } from '@/components/Music/musicJsonLd'
import { ReleaseShelf } from '@/components/Releases/ReleaseShelf'
import { listPublicReleases } from '@/lib/catalogue/releases'
import { listPublicTracks } from '@/lib/catalogue/tracks'
import { publicContent } from '@/lib/site/publicContent'

export const metadata: Metadata = { title: 'Music' }

/**
 * The public catalogue (spec §2 "Music page"): previews for everyone, full tracks for owners.
 * The title and tagline are the route's layout.
 */
export default async function MusicPage() {
  const content = await publicContent((payload) =>
    Promise.all([listPublicTracks(payload), listPublicReleases(payload)]),
  )
  if (!content) return null
  const [tracks, releases] = content
  return (
    <>
      <script
        type="application/ld+json"
        // The catalogue as schema.org data; serializeJsonLd keeps it from closing the tag.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(musicJsonLd(tracks)) }}
      />
      <ReleaseShelf releases={releases} />
      <MusicLibrary tracks={tracks} priority={releases.length === 0} />
    </>
  )
}
