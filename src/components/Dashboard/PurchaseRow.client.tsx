'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { ProgressBar } from '@/components/Player/ProgressBar.client'
import { clockText } from '@/components/Player/previewWindow'
import { Icon } from '@/components/Primitives/Icon'
import { StatusBadge } from '@/components/Primitives/StatusBadge.client'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import { ResendReceiptButton } from '@/components/Receipts/ResendReceiptButton.client'
import type { PublicTrack } from '@/lib/catalogue/tracks'
import { hasReceipt, type PublicPurchase } from '@/lib/commerce/purchases'

import { DownloadBar } from './DownloadBar.client'
import { useTrackDownload } from './useTrackDownload'
import { useVaultPlayback } from './useVaultPlayback'
import { VaultCover } from './VaultCover.client'
import { theme } from '@/styles/theme'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

const formatDate = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? 'Unknown date' : dateFormat.format(date)
}

/**
 * One purchase: the track's cover with its play button, when, how much, its status, and its
 * download once completed. `track` is the catalogue entry, when the track is still published.
 */
export function PurchaseRow({
  purchase,
  track,
}: {
  purchase: PublicPurchase
  track?: PublicTrack
}) {
  const { progress, download } = useTrackDownload(purchase.trackId)
  const { audioRef, source, mode, length, clock, started, playing, barPosition, toggle, seek } =
    useVaultPlayback(purchase, track)
  const title = purchase.track?.title ?? 'Track no longer available'
  const completed = purchase.status === 'completed'
  const formats = track?.formats ?? []
  const [formatId, setFormatId] = useState<string | null>(null)
  const format = formats.find((each) => each.format === formatId) ?? formats[0]

  return (
    <Row $action={completed} $progress={progress !== null}>
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
        {hasReceipt(purchase) && (
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
      <Figures>
        <Amount>${purchase.amount}</Amount>
        <StatusBadge status={purchase.status} />
      </Figures>
      {completed && (
        <Action>
          {formats.length > 1 && (
            <FormatSelect
              aria-label={`Format of ${title}`}
              value={format?.format}
              disabled={progress !== null}
              onChange={(event) => setFormatId(event.target.value)}
            >
              {formats.map((each) => (
                <option key={each.format} value={each.format}>
                  {each.label} · {(each.size / 1024 / 1024).toFixed(1)} MB
                </option>
              ))}
            </FormatSelect>
          )}
          <Button
            type="button"
            $tone="secondary"
            $size="sm"
            aria-disabled={progress ? true : undefined}
            onClick={() => download(format)}
          >
            <Icon width="16" height="16">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </Icon>
            {progress ? 'Downloading…' : 'Download'}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        </Action>
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
const Row = styled.li<{ $action: boolean; $progress: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: ${({ $action, $progress }) =>
    [
      "'glyph info'",
      "'glyph figures'",
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

const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
`

const Title = styled.p`
  margin: 0;
  font-weight: 800;
  overflow-wrap: anywhere;
`

const Meta = styled.p`
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

const Figures = styled.div`
  grid-area: figures;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};

  @media (min-width: ${theme.breakpoints.md}) {
    gap: ${theme.space(4)};
  }
`

const Amount = styled.span`
  font-family: ${theme.fonts.mono};
  font-weight: 700;
`

const Action = styled.div`
  grid-area: action;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};

  @media (min-width: ${theme.breakpoints.md}) {
    justify-content: flex-end;
  }
`

const FormatSelect = styled.select`
  min-height: 36px;
  max-width: 100%;
  padding: ${`0 ${theme.space(2)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
`

const Progress = styled.div`
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
  font-family: ${theme.fonts.mono};
  font-size: 0.78rem;
  font-variant-numeric: tabular-nums;
`
