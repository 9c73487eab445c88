import type { PlaybackMode } from './previewWindow'

/**
 * The mini-player's one track: a player that was playing when its page went away hands its track
 * over here, and the mini-player in the layout plays on from the same second. A store outside
 * React, like the toasts', so any player can hand over without a provider.
 */
export type MiniPlayerTrack = {
  trackId: string
  title: string
  src: string
  mode: PlaybackMode
  /** Where the page's player was, in seconds. */
  startAt: number
  /** The length its clock counted to (the stored one until the file's metadata arrives). */
  expectedLength: number
}

let current: MiniPlayerTrack | null = null
const listeners = new Set<() => void>()
// How many players of each track are on the page now (a remount for a new mode has one again).
const mounted = new Map<string, number>()

const emit = () => {
  for (const listener of listeners) listener()
}

export const subscribeMiniPlayer = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getMiniPlayerTrack = (): MiniPlayerTrack | null => current
export const getServerMiniPlayerTrack = (): MiniPlayerTrack | null => null

export const closeMiniPlayer = () => {
  current = null
  emit()
}

/** A page's player of `trackId` is on screen; the returned function says it has gone. */
export const registerPlayer = (trackId: string) => {
  mounted.set(trackId, (mounted.get(trackId) ?? 0) + 1)
  return () => {
    const left = (mounted.get(trackId) ?? 1) - 1
    if (left > 0) mounted.set(trackId, left)
    else mounted.delete(trackId)
  }
}

/**
 * Called as a playing player leaves: once the page has settled, the track moves to the
 * mini-player unless a player of the same track is still there (it only remounted, e.g. for a
 * new playback mode after the track was added to the library).
 */
export const handOver = (track: MiniPlayerTrack) => {
  setTimeout(() => {
    if (mounted.has(track.trackId)) return
    current = track
    emit()
  }, 0)
}
