'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { type ReactNode, useState } from 'react'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'

import { GlobalStyle } from '@/styles/GlobalStyle'
import { theme } from '@/styles/theme'

/**
 * Collects the styles rendered on the server into the streamed HTML (App Router SSR registry),
 * and gives every styled component the site's theme.
 */
export function StyledRegistry({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet())

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  const themed = (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )

  if (typeof window !== 'undefined') return themed
  return <StyleSheetManager sheet={sheet.instance}>{themed}</StyleSheetManager>
}
