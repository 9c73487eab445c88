'use client'

import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react'

/** How long after the page's load event the code loads anyway, if the browser is busy. */
const IDLE_TIMEOUT_MS = 3_000

type Options = {
  /** How near the screen (a CSS margin) the island may come before its code loads. */
  rootMargin?: string
}

/**
 * A client component whose code loads, and whose server-rendered HTML hydrates, only once the
 * page is done: when the browser is idle after the load event, or earlier when the visitor
 * comes near it (scrolls within `rootMargin` of it) or reaches for it (pointer, touch, focus).
 * Until then the server's HTML stays on the page, as it is. For what sits below the fold, e.g.
 * the footer's newsletter form: its code (react-hook-form, styled-components) is not part of
 * what the phone downloads and runs before the page shows. A form shown this way keeps its
 * submit button disabled until it has hydrated (useHydrated), so nothing is sent natively.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { rootMargin = '600px' }: Options = {},
): ComponentType<P> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  // The server renders the island in full, at once.
  if (typeof window === 'undefined') release()
  const Lazy = lazy(() => released.then(load).then((Component) => ({ default: Component })))

  function DeferredIsland(props: P) {
    const frame = useRef<HTMLDivElement>(null)

    useEffect(() => {
      const element = frame.current
      if (!element) return
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && release(),
        { rootMargin },
      )
      observer.observe(element)
      const reaches = ['pointerenter', 'touchstart', 'focusin'] as const
      for (const name of reaches) element.addEventListener(name, release, { passive: true })
      let idle: number | undefined
      const whenIdle = () => {
        idle = window.requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS })
      }
      if (document.readyState === 'complete') whenIdle()
      else window.addEventListener('load', whenIdle, { once: true })
      return () => {
        observer.disconnect()
        for (const name of reaches) element.removeEventListener(name, release)
        window.removeEventListener('load', whenIdle)
        if (idle !== undefined) window.cancelIdleCallback(idle)
      }
    }, [])

    return (
      <div ref={frame}>
        <Suspense>
          <Lazy {...props} />
        </Suspense>
      </div>
    )
  }
  return DeferredIsland
}
