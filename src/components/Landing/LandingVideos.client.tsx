'use client'

import Image from 'next/image'
import { SiteLink } from '@/components/Link/SiteLink.client'
import styled from 'styled-components'

import { useSession } from '@/components/Session/useSession'
import type { PublicVideo } from '@/lib/catalogue/videos'
import { theme } from '@/styles/theme'

/** Three member videos, each marked 'Requires Login'; signed-out fans are sent to sign in. */
export function LandingVideos({ videos }: { videos: readonly PublicVideo[] }) {
  const { status } = useSession()
  const href = status === 'signed-in' ? '/videos' : '/auth?next=%2Fvideos'
  return (
    <Grid>
      {videos.map((video) => (
        <li key={video.id}>
          <Card href={href} aria-label={`${video.title} — requires login`}>
            <Thumb>
              {video.thumbnailUrl && (
                <Image
                  src={video.thumbnailUrl}
                  alt=""
                  fill
                  sizes="(min-width: 768px) 33vw, 100vw"
                />
              )}
              <Lock>Requires Login</Lock>
            </Thumb>
            <Name>{video.title}</Name>
            {video.description && <Text>{video.description}</Text>}
          </Card>
        </li>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled(SiteLink)`
  display: grid;
  gap: ${theme.space(3)};
  height: 100%;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: inherit;
  text-decoration: none;
  transition:
    border-color 0.2s,
    transform 0.2s;

  &:hover {
    border-color: ${theme.colors.accent};
    transform: translateY(-2px);
  }
`

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: linear-gradient(135deg, #2a0a14, ${theme.colors.surfaceRaised});

  img {
    object-fit: cover;
    filter: saturate(0.7) brightness(0.55);
  }
`

const Lock = styled.span`
  position: absolute;
  inset: auto auto ${theme.space(3)} ${theme.space(3)};
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.gold};
  color: #111;
  font-size: 0.72rem;
  font-weight: 900;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`

const Name = styled.h3`
  margin: 0 ${theme.space(1)};
  font-size: 1.05rem;
  text-transform: uppercase;
`

const Text = styled.p`
  margin: 0 ${theme.space(1)} ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: 0.92rem;
`
