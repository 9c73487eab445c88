import { ButtonLink } from '@/components/Form/buttons'
import { TrackCard } from '@/components/Music/TrackCard'
import { OwnedTracksProvider } from '@/components/Player/OwnedTracks.client'
import type { PublicPhoto } from '@/lib/catalogue/photos'
import type { PublicTrack } from '@/lib/catalogue/tracks'
import type { PublicVideo } from '@/lib/catalogue/videos'
import type { ArtistImage } from '@/lib/site/settings'

import { AdminLoginButton } from './AdminLoginButton.client'
import { LandingAbout } from './LandingAbout'
import { LandingGallery } from './LandingGallery'
import { LandingHero } from './LandingHero'
import styles from './LandingPage.module.css'
import { LandingSection } from './LandingSection'
import { LandingVideos } from './LandingVideos'

export type LandingProps = {
  artist: string
  tagline: string | null
  /** The site settings' hero image. */
  heroImage: ArtistImage | null
  featured: PublicTrack | null
  videos: readonly PublicVideo[]
  intro: string | null
  membersNote: string
  photos: readonly PublicPhoto[]
  demoMode: boolean
}

/** A section's way to the full page of its kind ('All music', 'All videos', 'All photos'). */
function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <ButtonLink href={href} $tone="secondary" $size="sm">
      {children}
    </ButtonLink>
  )
}

/**
 * The promotional page (spec §2 "Landing page"). A server component: only the featured track's
 * player, the members' video links (they depend on the session) and the demo admin login
 * hydrate.
 */
export function LandingPage(props: LandingProps) {
  const { artist, tagline, heroImage, featured, videos, intro, membersNote, photos, demoMode } =
    props
  return (
    <main className={styles.main}>
      <LandingHero artist={artist} tagline={tagline} image={heroImage}>
        {/* The single's title is its card's: the band says only what it is. */}
        <LandingSection
          id="music"
          title="Featured single"
          lead
          more={<MoreLink href="/music">All music</MoreLink>}
        >
          {featured && (
            <OwnedTracksProvider>
              {/* The hero image is the first screen's picture; the cover waits its turn. */}
              <TrackCard track={featured} index={0} priority={!heroImage} />
            </OwnedTracksProvider>
          )}
        </LandingSection>
      </LandingHero>
      <div className={styles.inner}>
        {videos.length > 0 && (
          <LandingSection
            id="videos"
            kicker="Video vault"
            title="Videos"
            more={<MoreLink href="/videos">All videos</MoreLink>}
          >
            <LandingVideos videos={videos} />
          </LandingSection>
        )}
        <LandingSection id="about" kicker="The story" title="About">
          <LandingAbout intro={intro} membersNote={membersNote} />
        </LandingSection>
        {photos.length > 0 && (
          <LandingSection
            id="photos"
            kicker="Visual universe"
            title="Photos"
            more={<MoreLink href="/photos">All photos</MoreLink>}
          >
            <LandingGallery photos={photos} />
          </LandingSection>
        )}
        {demoMode && (
          <div className={styles.demo}>
            <AdminLoginButton />
          </div>
        )}
      </div>
    </main>
  )
}
