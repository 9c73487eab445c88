'use client'

import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import { useOwnsTrack } from './OwnedTracks.client'
import styles from './PreviewPlayer.module.css'
import { PlayPauseIcon } from './PlayPauseIcon'
import { ProgressBar } from './ProgressBar.client'
import {
  audioSource,
  clockSeconds,
  clockText,
  type PlaybackMode,
  playbackMode,
} from './previewWindow'
import { useHandOverWhenLeaving } from './useHandOverWhenLeaving'
import { usePlayer } from './usePreviewAudio'

export type PlayerTrack = Pick<
  PublicTrack,
  'id' | 'title' | 'price' | 'priceMode' | 'previewUrl' | 'previewStart' | 'duration' | 'outOn'
>

/**
 * A track's player: the full track when it is free or owned, else the 35-second preview (and
 * only the preview while a pre-order holds it).
 * Ownership comes from the nearest <OwnedTracksProvider> (none: previews only). A small client
 * island styled by a CSS Module, no styled-components: the play button is visible at load and
 * its click itself starts the <audio> (the autoplay policy wants the user's gesture).
 */
export function PreviewPlayer({ track }: { track: PlayerTrack }) {
  const owned = useOwnsTrack(track.id)
  const mode = playbackMode({ price: track.price, owned, outOn: track.outOn })
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
  const { audioRef, playing, previewEnded, toggle, seek, total, clock, barPosition } = usePlayer(
    mode,
    expectedLength(track, mode),
  )
  useHandOverWhenLeaving(audioRef, {
    trackId: track.id,
    title: track.title,
    src: audioSource(track, mode),
    mode,
    expectedLength: expectedLength(track, mode),
  })

  return (
    <div className={styles.wrap} data-mode={mode} data-preview-ended={previewEnded || undefined}>
      <audio ref={audioRef} src={audioSource(track, mode)} preload="none" />
      <button
        className={styles.play}
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
      >
        <PlayPauseIcon playing={playing} size={22} />
      </button>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.mode}>
            {mode === 'full' ? 'Full track' : previewEnded ? 'Preview ended' : 'Preview'}
          </span>
          <span className={styles.time}>{clockText(clock)}</span>
        </div>
        <ProgressBar
          title={track.title}
          position={barPosition}
          length={total}
          seekable={mode === 'full'}
          onSeek={seek}
        />
      </div>
    </div>
  )
}
