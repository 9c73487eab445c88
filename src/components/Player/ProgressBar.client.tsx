'use client'

import type { CSSProperties } from 'react'
import styled, { css } from 'styled-components'

import { formatClock } from './previewWindow'
import { theme } from '@/styles/theme'

type Props = {
  title: string
  position: number
  length: number
  /** Full tracks can be scrubbed; a preview only shows how far it has got. */
  seekable: boolean
  onSeek: (seconds: number) => void
}

/**
 * The played share goes through a CSS variable in `style`: it changes several times a second,
 * and a styled prop would mint a new class each time.
 */
const fill = (position: number, length: number) =>
  ({ '--played': `${length > 0 ? Math.min(100, (position / length) * 100) : 0}%` }) as CSSProperties

export function ProgressBar({ title, position, length, seekable, onSeek }: Props) {
  const valueText = `${formatClock(position)} of ${formatClock(length)}`
  if (seekable) {
    return (
      <Range
        type="range"
        min={0}
        max={Math.max(length, 0)}
        step={1}
        value={Math.min(position, length)}
        disabled={length <= 0}
        aria-label={`Seek ${title}`}
        aria-valuetext={valueText}
        onChange={(event) => onSeek(Number(event.target.value))}
        style={fill(position, length)}
      />
    )
  }
  return (
    <Track
      role="progressbar"
      aria-label={`${title} preview progress`}
      aria-valuemin={0}
      aria-valuemax={Math.round(length)}
      aria-valuenow={Math.round(Math.min(position, length))}
      aria-valuetext={valueText}
      style={fill(position, length)}
    />
  )
}

const bar = css`
  width: 100%;
  height: 6px;
  border-radius: ${theme.radii.pill};
  background: linear-gradient(
    to right,
    ${theme.colors.accent} var(--played),
    ${theme.colors.border} var(--played)
  );
`

const Track = styled.div`
  ${bar}
`

const thumb = css`
  width: 16px;
  height: 16px;
  border: 2px solid ${theme.colors.background};
  border-radius: 50%;
  background: ${theme.colors.text};
  cursor: pointer;
`

const Range = styled.input`
  ${bar}
  margin: 0;
  appearance: none;
  cursor: pointer;

  &::-webkit-slider-thumb {
    appearance: none;
    ${thumb}
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 4px;
  }
`
