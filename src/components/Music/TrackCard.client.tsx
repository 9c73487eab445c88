'use client'

import styled from 'styled-components'

import { CardTitle } from '@/components/Home/styles'
import { useOwnsTrack } from '@/components/Player/OwnedTracks.client'
import { PreviewPlayer } from '@/components/Player/PreviewPlayer.client'
import { isFreePrice } from '@/components/Player/previewWindow'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import { PurchaseButton } from './PurchaseButton.client'
import { TrackCover } from './TrackCover.client'
import { priceBadge, trackNumber } from './trackDisplay'
import { theme } from '@/styles/theme'

/** One catalogue entry: cover, number, facts, its player and the way to buy it. */
export function TrackCard({ track, index }: { track: PublicTrack; index: number }) {
  const owned = useOwnsTrack(track.id)
  const free = isFreePrice(track.price)
  const titleId = `track-${track.id}-title`

  return (
    <Card aria-labelledby={titleId}>
      <TrackCover src={track.coverImageUrl} eager={index < 2} />
      <Info>
        <Top>
          <Number>{trackNumber(index)}</Number>
          <Badge $free={free}>{priceBadge(track.price)}</Badge>
        </Top>
        <CardTitle as="h2" id={titleId}>
          {track.title}
        </CardTitle>
        <Facts>
          {track.artist} <span aria-hidden="true">•</span> <time>{track.duration}</time>
        </Facts>
        {track.description && <Description>{track.description}</Description>}
      </Info>
      <Controls>
        <PreviewPlayer track={track} />
        {!free &&
          (owned ? (
            <Owned>Owned</Owned>
          ) : (
            <PurchaseButton trackId={track.id} title={track.title} price={track.price} />
          ))}
      </Controls>
    </Card>
  )
}

const Card = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space(4)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface} 55%);
  transition: border-color 200ms ease;

  &:hover,
  &:focus-within {
    border-color: ${theme.colors.accent};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    gap: ${`${theme.space(4)} ${theme.space(8)}`};
    padding: ${theme.space(6)};
  }
`

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
`

// Under the cover and the facts on phones; beside the cover, under the facts, from tablets up.
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  grid-column: 1 / -1;

  & > :first-child {
    flex: 1 1 260px;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-column: 2;
  }
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`

const Number = styled.span`
  color: ${theme.colors.accentText};
  font-family: ${theme.fonts.display};
  font-size: 1.6rem;
  line-height: 1;
`

const Badge = styled.span<{ $free: boolean }>`
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ $free }) => ($free ? theme.colors.gold : theme.colors.accentText)};
  border-radius: ${theme.radii.pill};
  color: ${({ $free }) => ($free ? theme.colors.gold : theme.colors.accentText)};
  font-size: 0.7rem;
  font-weight: 900;
  letter-spacing: 0.16em;
  white-space: nowrap;
`

const Facts = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  font-weight: 700;

  time {
    color: ${theme.colors.muted};
    font-family: ${theme.fonts.mono};
  }
`

const Description = styled.p`
  margin: 0;
  max-width: 62ch;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`

const Owned = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${`0 ${theme.space(5)}`};
  border: 1px solid ${theme.colors.success};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.success};
  font-size: 0.85rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`
