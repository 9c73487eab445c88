'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import type { ReadyFormat } from '@/lib/audio/renditions/trackFormats'
import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'
import { theme } from '@/styles/theme'

import type { DownloadProgress } from './downloadTrack'

type Props = {
  title: string
  formats: readonly ReadyFormat[]
  progress: DownloadProgress | null
  /** The button's words: 'Download' for a track, 'Download all' for a release. */
  label: string
  /** A pre-order's day (ISO) while it is ahead: the day is shown in place of the download. */
  outOn?: string | null
  onDownload: (format: ReadyFormat | undefined) => void
}

/**
 * The format to download (when there is a choice) and the button that fetches it; until a
 * pre-order's day, that day instead.
 */
export function DownloadChoice({ title, formats, progress, label, outOn, onDownload }: Props) {
  const [formatId, setFormatId] = useState<string | null>(null)
  const format = formats.find((each) => each.format === formatId) ?? formats[0]
  if (outOn) {
    return (
      <OutOn>
        Pre-order · out <time dateTime={outOn}>{releaseDayLabel(outOn)}</time>
      </OutOn>
    )
  }
  return (
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
        onClick={() => onDownload(format)}
      >
        <Icon width="16" height="16">
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
        </Icon>
        {progress ? 'Downloading…' : label}
        <VisuallyHidden> {title}</VisuallyHidden>
      </Button>
    </Action>
  )
}

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

const OutOn = styled.p`
  margin: 0;
  align-self: center;
  color: ${theme.colors.accentText};
  font-size: 0.85rem;
  font-weight: 800;
`
