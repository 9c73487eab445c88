'use client'

import styled from 'styled-components'

import { ProgressBar } from '@/components/Player/ProgressBar.client'
import { clockText } from '@/components/Player/previewWindow'
import { StatusBadge } from '@/components/Primitives/StatusBadge.client'
import { ResendReceiptButton } from '@/components/Receipts/ResendReceiptButton.client'
import type { PublicTrack } from '@/lib/catalogue/tracks'
import { hasReceipt, type PublicPurchase } from '@/lib/commerce/purchases'

import { DownloadBar } from './DownloadBar.client'
import { DownloadChoice } from './DownloadChoice.client'
import { useTrackDownload } from './useTrackDownload'
import { useVaultPlayback } from './useVaultPlayback'
import { VaultCover } from './VaultCover.client'
import { theme } from '@/styles/theme'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

const formatDate = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? 'Unknown date' : dateFormat.format(date)
}

/** A vault entry that is one track: a track bought, or one of a bought release's tracks. */
export type TrackEntry = PublicPurchase & { trackId: string }

/**
 * One purchase: the track's cover with its play button, when, how much, its status, and its
 * download once completed. `track` is the catalogue entry, when the track is still published.
 * `inRelease`: a track of a bought release, listed under it (the release shows what was paid).
 */
export function PurchaseRow({
  purchase,
  track,
  inRelease = false,
}: {
  purchase: TrackEntry
  track?: PublicTrack
  inRelease?: boolean
}) {
  const { progress, download } = useTrackDownload(purchase.trackId)
  const { audioRef, source, mode, length, clock, started, playing, barPosition, toggle, seek } =
    useVaultPlayback(purchase, track)
  const title = purchase.track?.title ?? 'Track no longer available'
  const completed = purchase.status === 'completed'
  const formats = track?.formats ?? []

  return (
    <Row $action={completed} $progress={progress !== null} $nested={inRelease}>
      {/* Always there, so the player's listeners find it when the catalogue arrives late. */}
      <audio ref={audioRef} src={source ?? undefined} preload="none" />
      <VaultCover
        title={title}
        coverUrl={track?.coverImageUrl ?? null}
        lit={completed}
        player={source ? { playing, toggle } : undefined}
      />
      <Info>
        <Title>{title}</Title>
        <Meta>
          {purchase.track && <span>{purchase.track.artist}</span>}
          <time dateTime={purchase.purchaseDate}>{formatDate(purchase.purchaseDate)}</time>
        </Meta>
        {!inRelease && hasReceipt(purchase) && (
          <ResendReceiptButton path={`/api/user/purchases/${purchase.id}/receipt`} title={title} />
        )}
        {started && (
          <Playing>
            <ProgressBar
              title={title}
              position={barPosition}
              length={length}
              seekable={mode === 'full'}
              onSeek={seek}
            />
            <Clock>{clockText(clock)}</Clock>
          </Playing>
        )}
      </Info>
      {!inRelease && (
        <Figures>
          <Amount>${purchase.amount}</Amount>
          <StatusBadge status={purchase.status} />
        </Figures>
      )}
      {completed && (
        <DownloadChoice
          title={title}
          formats={formats}
          progress={progress}
          label="Download"
          outOn={track?.outOn}
          onDownload={download}
        />
      )}
      {progress && (
        <Progress>
          <DownloadBar title={title} progress={progress} />
        </Progress>
      )}
    </Row>
  )
}

// Phones stack the figures and the button under the title; wider screens give each a column.
// Rows of the grid exist only when they hold something, so no empty gap is left behind.
export const Row = styled.li<{ $action: boolean; $progress: boolean; $nested?: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: ${({ $action, $progress, $nested }) =>
    [
      "'glyph info'",
      !$nested && "'glyph figures'",
      $action && "'glyph action'",
      $progress && "'progress progress'",
    ]
      .filter(Boolean)
      .join(' ')};
  align-items: center;
  gap: ${`${theme.space(3)} ${theme.space(4)}`};
  padding: ${`${theme.space(4)} 0`};
  border-top: 1px solid ${theme.colors.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  /* A bought release's tracks sit under it, a step in. */
  ${({ $nested }) =>
    $nested &&
    `
    padding-left: ${theme.space(4)};
    border-top-style: dashed;

    @media (min-width: ${theme.breakpoints.md}) {
      padding-left: ${theme.space(10)};
    }
  `}

  &:last-child {
    padding-bottom: 0;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: auto minmax(0, 1fr) auto 190px;
    grid-template-areas: ${({ $progress }) =>
      ["'glyph info figures action'", $progress && "'progress progress progress progress'"]
        .filter(Boolean)
        .join(' ')};
    gap: ${`${theme.space(3)} ${theme.space(6)}`};
  }
`

export const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
`

export const Title = styled.p`
  margin: 0;
  font-weight: 800;
  overflow-wrap: anywhere;
`

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${`0 ${theme.space(3)}`};
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.85rem;

  > * + *::before {
    content: '•';
    margin-right: ${theme.space(3)};
  }
`

export const Figures = styled.div`
  grid-area: figures;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};

  @media (min-width: ${theme.breakpoints.md}) {
    gap: ${theme.space(4)};
  }
`

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`

export const Progress = styled.div`
  grid-area: progress;
`

const Playing = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  max-width: 420px;

  > :first-child {
    flex: 1;
  }
`

const Clock = styled.span`
  flex: none;
  color: ${theme.colors.muted};
  font-size: 0.78rem;
  font-variant-numeric: tabular-nums;
`
