'use client'

import styled from 'styled-components'

import { ButtonLink } from '@/components/Form/buttons'
import { TrackCard } from '@/components/Music/TrackCard.client'
import { OwnedTracksProvider } from '@/components/Player/OwnedTracks.client'
import type { PublicPhoto } from '@/lib/catalogue/photos'
import type { PublicTrack } from '@/lib/catalogue/tracks'
import type { PublicVideo } from '@/lib/catalogue/videos'

import { AdminLoginButton } from './AdminLoginButton.client'
import { LandingAbout } from './LandingAbout.client'
import { LandingGallery } from './LandingGallery.client'
import { LandingHero } from './LandingHero.client'
import { LandingSection } from './LandingSection.client'
import { LandingVideos } from './LandingVideos.client'
import { theme } from '@/styles/theme'

export type LandingProps = {
  artist: string
  tagline: string | null
  featured: PublicTrack | null
  videos: readonly PublicVideo[]
  intro: string | null
  membersNote: string
  photos: readonly PublicPhoto[]
  demoMode: boolean
}

/** The promotional page (spec §2 "Landing page"). */
export function LandingPage(props: LandingProps) {
  const { artist, tagline, featured, videos, intro, membersNote, photos, demoMode } = props
  return (
    <Main>
      <Inner>
        <LandingHero artist={artist} tagline={tagline} />
        <LandingSection
          id="music"
          kicker="Featured single"
          title={featured?.title ?? 'Music'}
          more={<MoreLink href="/music">All music</MoreLink>}
        >
          {featured && (
            <OwnedTracksProvider>
              <TrackCard track={featured} index={0} />
            </OwnedTracksProvider>
          )}
        </LandingSection>
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
          <Demo>
            <AdminLoginButton />
          </Demo>
        )}
      </Inner>
    </Main>
  )
}

const MoreLink = styled(ButtonLink).attrs({ $tone: 'secondary', $size: 'sm' })``

const Main = styled.main`
  background:
    radial-gradient(ellipse at 15% 0%, rgba(225, 29, 72, 0.28), transparent 55%),
    radial-gradient(ellipse at 90% 10%, rgba(245, 197, 66, 0.12), transparent 45%);
`

const Inner = styled.div`
  width: min(1180px, 100%);
  margin: 0 auto;
  padding: ${`0 ${theme.space(5)} ${theme.space(12)}`};
`

const Demo = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space(6)};
`
