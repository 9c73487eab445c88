'use client'

import { useEffect } from 'react'

import { Icon } from '@/components/Primitives/Icon'

import styles from './MiniPlayer.module.css'
import { closeMiniPlayer, type MiniPlayerTrack } from './miniPlayerStore'
import { ProgressBar } from './ProgressBar.client'
import { clockFace, clockText, playerLength } from './previewWindow'
import { usePreviewAudio } from './usePreviewAudio'

/**
 * The bar that keeps a track playing after its page is left: the same audio rules as the page's
 * player (a preview still stops at the end of its server-cut window; free and owned tracks play
 * in full), from the second the page's player had reached.
 */
export function MiniPlayer({ track }: { track: MiniPlayerTrack }) {
  const { audioRef, playing, position, length, previewEnded, toggle, seek } = usePreviewAudio(
    track.mode,
  )
  const total = playerLength(track.mode, length, track.expectedLength)
  const clock = clockFace(position, total, previewEnded)

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
        <Icon width="20" height="20" fill="currentColor" stroke="none">
          {playing ? (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
          ) : (
            <path d="M8 5.5v13l11-6.5z" />
          )}
        </Icon>
      </button>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.title}>{track.title}</span>
          <span className={styles.time}>{clockText(clock)}</span>
        </div>
        <ProgressBar
          title={track.title}
          position={previewEnded ? total : position}
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
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M3 3l10 10M13 3L3 13"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </section>
  )
}
