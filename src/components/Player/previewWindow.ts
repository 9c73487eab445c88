import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'

/** Which audio a listener gets (spec §4 "Preview player"). */

export type PlaybackMode = 'full' | 'preview'

/** Prices arrive as 'x.yy' strings; anything that is not a positive amount counts as free. */
export const isFreePrice = (price: string): boolean => !(Number(price) > 0)

export const playbackMode = ({ price, owned }: { price: string; owned: boolean }): PlaybackMode =>
  owned || isFreePrice(price) ? 'full' : 'preview'

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

/** A stored 'm:ss' duration in seconds, or 0 when it is not one. */
export const clockSeconds = (clock: string): number => {
  const parts = clock.trim().split(':')
  if (!parts.every((part) => /^\d+$/.test(part))) return 0
  return parts.reduce((total, part) => total * 60 + Number(part), 0)
}
