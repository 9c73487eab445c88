'use client'

import { useEffect } from 'react'

import { CloseIcon } from '@/components/Primitives/CloseIcon'

import styles from './MiniPlayer.module.css'
import { closeMiniPlayer, type MiniPlayerTrack } from './miniPlayerStore'
import { PlayPauseIcon } from './PlayPauseIcon'
import { ProgressBar } from './ProgressBar.client'
import { clockText } from './previewWindow'
import { usePlayer } from './usePreviewAudio'

/**
 * The bar that keeps a track playing after its page is left: the same audio rules as the page's
 * player (a preview still stops at the end of its server-cut window; free and owned tracks play
 * in full), from the second the page's player had reached.
 */
export function MiniPlayer({ track }: { track: MiniPlayerTrack }) {
  const { audioRef, playing, toggle, seek, total, clock, barPosition } = usePlayer(
    track.mode,
    track.expectedLength,
  )

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    // Before its metadata arrives, this is where the element will start.
    audio.currentTime = track.startAt
    // The fan pressed play on the page (a gesture this tab still counts); a refusal leaves the
    // bar on 'Play'.
    audio.play().catch(() => undefined)
  }, [audioRef, track.startAt])

  return (
    <section className={styles.bar} aria-label="Now playing" data-mini-player="">
      <audio ref={audioRef} src={track.src} preload="auto" />
      <button
        className={styles.play}
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
      >
        <PlayPauseIcon playing={playing} size={20} />
      </button>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.title}>{track.title}</span>
          <span className={styles.time}>{clockText(clock)}</span>
        </div>
        <ProgressBar
          title={track.title}
          position={barPosition}
          length={total}
          seekable={track.mode === 'full'}
          onSeek={seek}
        />
      </div>
      <button
        className={styles.close}
        type="button"
        onClick={closeMiniPlayer}
        aria-label="Close the player"
      >
        <CloseIcon size={14} />
      </button>
    </section>
  )
}
