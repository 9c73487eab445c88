import { type RefObject, useCallback, useEffect, useState } from 'react'

/**
 * The Fullscreen API on one element. The state follows the document's own event, so leaving
 * fullscreen with the browser's Escape or gesture updates the toggle too.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false)

  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', sync)
    return () => {
      document.removeEventListener('fullscreenchange', sync)
      // Closing the player must not leave the page stuck in fullscreen.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    }
  }, [target])

  const toggle = useCallback(() => {
    const element = target.current
    if (!element) return
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : element.requestFullscreen()
    // Refused, e.g. inside a frame without permission: the player keeps working, just smaller.
    change.catch(() => undefined)
  }, [target])

  return { active, toggle }
}
