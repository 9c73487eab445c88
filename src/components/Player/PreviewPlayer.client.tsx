'use client'

import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import { useOwnsTrack } from './OwnedTracks.client'
import { ProgressBar } from './ProgressBar.client'
import {
  audioSource,
  clockSeconds,
  formatClock,
  type PlaybackMode,
  playbackMode,
} from './previewWindow'
import { usePreviewAudio } from './usePreviewAudio'
import { theme } from '@/styles/theme'

export type PlayerTrack = Pick<
  PublicTrack,
  'id' | 'title' | 'price' | 'previewUrl' | 'previewStart' | 'duration'
>

/**
 * A track's player: the full track when it is free or owned, else the 35-second preview.
 * Ownership comes from the nearest <OwnedTracksProvider> (none: previews only).
 */
export function PreviewPlayer({ track }: { track: PlayerTrack }) {
  const owned = useOwnsTrack(track.id)
  const mode = playbackMode({ price: track.price, owned })
  // A new mode is a new source: remounting starts the player afresh instead of patching state.
  return <PlayerBody key={mode} track={track} mode={mode} />
}

// Until the browser has the file's metadata (preload is off) the stored duration stands in.
const expectedLength = (track: PlayerTrack, mode: PlaybackMode) => {
  const full = clockSeconds(track.duration)
  if (mode === 'full') return full
  return full > 0 ? Math.max(0, Math.min(PREVIEW_SECONDS, full - track.previewStart)) : 0
}

function PlayerBody({ track, mode }: { track: PlayerTrack; mode: PlaybackMode }) {
  const { audioRef, playing, position, length, previewEnded, toggle, seek } = usePreviewAudio(mode)
  const total = length || expectedLength(track, mode)

  return (
    <Wrap data-mode={mode} data-preview-ended={previewEnded || undefined}>
      <audio ref={audioRef} src={audioSource(track, mode)} preload="none" />
      <PlayButton
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
      >
        <Icon width="22" height="22" fill="currentColor" stroke="none">
          {playing ? (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
          ) : (
            <path d="M8 5.5v13l11-6.5z" />
          )}
        </Icon>
      </PlayButton>
      <Body>
        <Meta>
          <Mode>{mode === 'full' ? 'Full track' : previewEnded ? 'Preview ended' : 'Preview'}</Mode>
          <Time>
            {formatClock(position)} / {formatClock(total)}
          </Time>
        </Meta>
        <ProgressBar
          title={track.title}
          position={position}
          length={total}
          seekable={mode === 'full'}
          onSeek={seek}
        />
      </Body>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`

const PlayButton = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: #fff;
  cursor: pointer;
  box-shadow: 0 8px 24px -10px ${theme.colors.accent};
  transition: background 150ms ease;

  &:hover {
    background: ${theme.colors.accentStrong};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
`

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(3)};
  font-size: 0.78rem;
`

const Mode = styled.span`
  color: ${theme.colors.accentText};
  font-weight: 800;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`

const Time = styled.span`
  color: ${theme.colors.muted};
  font-family: ${theme.fonts.mono};
  font-variant-numeric: tabular-nums;
`
