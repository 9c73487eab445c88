'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { type ReactNode, useState } from 'react'

import { createStyleCollector } from '#style-collector'

/**
 * Collects the styles of the styled components rendered on the server into the streamed HTML
 * (the App Router's SSR registry). In the browser it is only its children: styled-components
 * is not part of a page's first JavaScript (styleCollector.browser.ts, aliased in
 * next.config.mjs); it arrives with the interactive parts that use it. Styled components read
 * the theme by importing it, so they need no ThemeProvider.
 */
export function StyledRegistry({ children }: { children: ReactNode }) {
  const [collector] = useState(createStyleCollector)
  useServerInsertedHTML(() => collector?.flush())
  return collector ? collector.wrap(children) : children
}
