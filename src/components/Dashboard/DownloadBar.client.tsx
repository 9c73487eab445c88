'use client'

import styled, { keyframes } from 'styled-components'

import type { DownloadProgress } from './downloadTrack'
import { downloadPercent } from './purchaseStats'
import { theme } from '@/styles/theme'

const size = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`

/** How far one track's download has come, as a labelled progress bar under its row. */
export function DownloadBar({ title, progress }: { title: string; progress: DownloadProgress }) {
  const percent = downloadPercent(progress.received, progress.total)
  const text =
    progress.total === null
      ? `${size(progress.received)} received`
      : `${size(progress.received)} of ${size(progress.total)}`

  return (
    <Wrap>
      <Track
        role="progressbar"
        aria-label={`Downloading ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? text : `${percent}%, ${text}`}
      >
        {percent === null ? <Sweep /> : <Fill style={{ width: `${percent}%` }} />}
      </Track>
      <Label aria-hidden="true">{percent === null ? text : `${percent}% · ${text}`}</Label>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`

const Track = styled.div`
  position: relative;
  flex: 1;
  height: 6px;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
`

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${theme.colors.accent}, ${theme.colors.accentText});
  transition: width 120ms linear;
`

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

const Sweep = styled.div`
  width: 40%;
  height: 100%;
  border-radius: inherit;
  background: ${theme.colors.accent};
  animation: ${sweep} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    opacity: 0.6;
  }
`

const Label = styled.span`
  flex: none;
  color: ${theme.colors.muted};
  font-variant-numeric: tabular-nums;
  font-size: 0.75rem;
`
