import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'

/** Which audio a listener gets (spec §4 "Preview player"). */

export type PlaybackMode = 'full' | 'preview'

/** Prices arrive as 'x.yy' strings; anything that is not a positive amount counts as free. */
export const isFreePrice = (price: string): boolean => !(Number(price) > 0)

/** Full for a free or owned track, unless a pre-order holds it until its day (`outOn`). */
export const playbackMode = ({
  price,
  owned,
  outOn = null,
}: {
  price: string
  owned: boolean
  outOn?: string | null
}): PlaybackMode => (outOn ? 'preview' : owned || isFreePrice(price) ? 'full' : 'preview')

export const audioSource = (
  track: { id: string; previewUrl: string },
  mode: PlaybackMode,
): string => (mode === 'full' ? `/api/tracks/${track.id}/stream` : track.previewUrl)

// timeupdate fires every ~250 ms, so the last event before the end can fall just short.
const END_TOLERANCE_SECONDS = 0.05

/** True once a preview has played its whole window (the clip itself starts at second 0). */
export const previewWindowReached = (currentTime: number): boolean =>
  currentTime >= PREVIEW_SECONDS - END_TOLERANCE_SECONDS

/** '0:07', '3:25', '1:02:03'; unknown or negative lengths read '0:00'. */
export const formatClock = (seconds: number): string => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/**
 * The length a player counts to: what the browser decoded, else the stored guess. A preview
 * never runs past its window.
 */
export const playerLength = (mode: PlaybackMode, decoded: number, expected: number): number => {
  const known = Number.isFinite(decoded) && decoded > 0 ? decoded : expected
  return mode === 'preview' ? Math.min(known, PREVIEW_SECONDS) : known
}

export type ClockFace = { position: number; length: number }

// An encoder can end a clip up to a frame or so short: a clip cut at 35 s decodes as 34.978 s.
const LENGTH_TOLERANCE_SECONDS = 0.1

/**
 * What the player's clock shows, in whole seconds. A length a hair short of a whole second counts
 * as that second (the 35-second clip reads 0:35, not 0:34); any other is cut, as the stored
 * 'm:ss' durations are. A player at its end (the preview window closed, or the last timeupdate
 * a hair short of the length) shows the whole length, so a preview reads '0:00 / 0:35' before it
 * plays and '0:35 / 0:35' after.
 */
export const clockFace = (position: number, length: number, ended = false): ClockFace => {
  const total =
    Number.isFinite(length) && length > 0 ? Math.floor(length + LENGTH_TOLERANCE_SECONDS) : 0
  const played = Number.isFinite(position) && position > 0 ? Math.floor(position) : 0
  if (total === 0) return { position: played, length: 0 }
  const atEnd = ended || position >= length - END_TOLERANCE_SECONDS
  return { position: atEnd ? total : Math.min(played, total), length: total }
}

/** The clock as text: '0:07 / 0:35'. */
export const clockText = ({ position, length }: ClockFace): string =>
  `${formatClock(position)} / ${formatClock(length)}`

/** A stored 'm:ss' duration in seconds, or 0 when it is not one. */
export const clockSeconds = (clock: string): number => {
  const parts = clock.trim().split(':')
  if (!parts.every((part) => /^\d+$/.test(part))) return 0
  return parts.reduce((total, part) => total * 60 + Number(part), 0)
}
