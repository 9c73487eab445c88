'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { useSession } from '@/components/Session/useSession'

import { useMemberVideoLinks } from './useMemberVideoLinks'
import { VideoCard } from './VideoCard.client'
import { type VideoCardData, withMemberLink } from './videoCard'
import { VideoPlayer } from './VideoPlayer.client'
import { theme } from '@/styles/theme'

/** The Video Vault's cards and, while one is playing, the player over them. */
export function VideoGrid({ videos }: { videos: readonly VideoCardData[] }) {
  const { status } = useSession()
  const [playing, setPlaying] = useState<VideoCardData | null>(null)
  const links = useMemberVideoLinks()

  if (videos.length === 0) return <Empty>New videos drop soon. Check back.</Empty>

  return (
    <>
      <Grid>
        {videos.map((video, index) => (
          <li key={video.id}>
            <VideoCard
              video={withMemberLink(video, links)}
              number={String(index + 1).padStart(2, '0')}
              // Only once the session is known, so members never see the badge flash.
              showMembersBadge={status === 'signed-out'}
              onWatch={setPlaying}
            />
          </li>
        ))}
      </Grid>
      {playing?.youtubeId && (
        <VideoPlayer
          youtubeId={playing.youtubeId}
          title={playing.title}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(6)};
  }
`

const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 1.1rem;
`
