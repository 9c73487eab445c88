'use client'

import type { CSSProperties } from 'react'
import styles from './ProgressBar.module.css'
import { clockFace, formatClock } from './previewWindow'

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
 * and the stylesheet stays the same.
 */
const fill = (position: number, length: number) =>
  ({ '--played': `${length > 0 ? Math.min(100, (position / length) * 100) : 0}%` }) as CSSProperties

export function ProgressBar({ title, position, length, seekable, onSeek }: Props) {
  const clock = clockFace(position, length)
  const valueText = `${formatClock(clock.position)} of ${formatClock(clock.length)}`
  if (seekable) {
    return (
      <input
        className={`${styles.bar} ${styles.range}`}
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
    <div
      className={styles.bar}
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
