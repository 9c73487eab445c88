import { useCallback, useEffect, useRef, useState } from 'react'

import { toast } from '@/components/Toast/toast'

import { claimPlayback, releasePlayback } from './exclusivePlayback'
import { clockFace, type PlaybackMode, playerLength, previewWindowReached } from './previewWindow'

/** The attribute of the button a 'Preview Complete' toast points to (Music/PurchaseButton). */
export const PURCHASE_BUTTON_ATTRIBUTE = 'data-purchase-button'

/** The toast, placed clear of the Buy button of the player's own card. */
const showPreviewComplete = (audio: HTMLAudioElement | null) =>
  toast({
    title: 'Preview Complete',
    description: 'Purchase this track to hear the full song!',
    avoid: audio?.closest('article')?.querySelector(`[${PURCHASE_BUTTON_ATTRIBUTE}]`) ?? null,
  })

/**
 * The state of one <audio> element and the rules of spec §4: a preview stops for good at the
 * end of its window (play then only repeats the toast); a full track rewinds to 0 at its end.
 * The mode is fixed for the hook's life: the player remounts when it changes.
 */
export function usePreviewAudio(mode: PlaybackMode) {
  const audioRef = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [position, setPosition] = useState(0)
  const [length, setLength] = useState(0)
  const [previewEnded, setPreviewEnded] = useState(false)

  // 'ended' can follow the timeupdate that already closed the window: one toast, not two.
  const endedRef = useRef(false)

  const endPreview = useCallback((audio: HTMLAudioElement) => {
    audio.pause()
    if (endedRef.current) return
    endedRef.current = true
    setPreviewEnded(true)
    showPreviewComplete(audio)
  }, [])

  const toggle = useCallback(() => {
    const audio = audioRef.current
    if (!audio) return
    if (mode === 'preview' && previewEnded) {
      showPreviewComplete(audio)
      return
    }
    if (!audio.paused) {
      audio.pause()
      return
    }
    claimPlayback(audio)
    // A refused play() (autoplay policy, network) leaves the button on 'Play'.
    audio.play().catch(() => setPlaying(false))
  }, [mode, previewEnded])

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current
    if (!audio) return
    audio.currentTime = seconds
    setPosition(seconds)
  }, [])

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const onPlay = () => {
      claimPlayback(audio)
      setPlaying(true)
    }
    const onPause = () => setPlaying(false)
    const onMeta = () => setLength(Number.isFinite(audio.duration) ? audio.duration : 0)
    const onTime = () => {
      setPosition(audio.currentTime)
      if (mode === 'preview' && !audio.paused && previewWindowReached(audio.currentTime)) {
        endPreview(audio)
      }
    }
    const onEnded = () => {
      if (mode === 'preview') {
        endPreview(audio)
        return
      }
      audio.pause()
      audio.currentTime = 0
      setPosition(0)
    }
    const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['loadedmetadata', onMeta],
      ['durationchange', onMeta],
      ['timeupdate', onTime],
      ['ended', onEnded],
    ]
    for (const [event, listener] of listeners) audio.addEventListener(event, listener)
    return () => {
      for (const [event, listener] of listeners) audio.removeEventListener(event, listener)
    }
  }, [mode, endPreview])

  useEffect(() => {
    const audio = audioRef.current
    return () => {
      if (audio) releasePlayback(audio)
    }
  }, [])

  return { audioRef, playing, position, length, previewEnded, toggle, seek }
}

/**
 * A player's audio with what its face shows: the length it counts to (`expected`, the stored
 * guess, until the file's metadata arrives), the clock, and the bar's position (full once a
 * preview has ended).
 */
export function usePlayer(mode: PlaybackMode, expected: number) {
  const audio = usePreviewAudio(mode)
  const total = playerLength(mode, audio.length, expected)
  return {
    ...audio,
    total,
    clock: clockFace(audio.position, total, audio.previewEnded),
    barPosition: audio.previewEnded ? total : audio.position,
  }
}
