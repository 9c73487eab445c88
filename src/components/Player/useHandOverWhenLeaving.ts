import { type RefObject, useLayoutEffect } from 'react'

import { handOver, type MiniPlayerTrack, registerPlayer } from './miniPlayerStore'

/**
 * A track still playing when its player goes (the fan left the page) plays on in the layout's
 * mini-player from the same second. The check runs in a layout effect's cleanup: before the
 * browser pauses an <audio> taken out of the page. `track` null: this player cannot play.
 * Used by the page's players (/music, the landing) and the dashboard's vault.
 */
export function useHandOverWhenLeaving(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: Omit<MiniPlayerTrack, 'startAt'> | null,
) {
  const { trackId, title, src, mode, expectedLength } = track ?? {}
  useLayoutEffect(() => {
    const audio = audioRef.current
    if (!trackId || !title || !src || !mode) return
    const unregister = registerPlayer(trackId)
    return () => {
      unregister()
      if (!audio || audio.paused || audio.ended) return
      handOver({
        trackId,
        title,
        src: audio.currentSrc || src,
        mode,
        startAt: audio.currentTime,
        expectedLength: expectedLength ?? 0,
      })
    }
  }, [audioRef, trackId, title, src, mode, expectedLength])
}
