import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * Calls `onElapsed` once the toast has been on screen for `duration` ms, not counting the time
 * it was paused (hovered, focused or being swiped), so a reader is never cut off mid-sentence.
 */
export function useToastTimer(duration: number, paused: boolean, onElapsed: () => void) {
  const remaining = useRef(duration)
  const lastDuration = useRef(duration)
  const elapsed = useEffectEvent(onElapsed)

  useEffect(() => {
    // A new duration (from `update`) starts the count again.
    if (lastDuration.current !== duration) {
      lastDuration.current = duration
      remaining.current = duration
    }
    if (paused || !Number.isFinite(duration)) return
    const startedAt = Date.now()
    const timer = setTimeout(() => elapsed(), Math.max(0, remaining.current))
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [duration, paused])
}
