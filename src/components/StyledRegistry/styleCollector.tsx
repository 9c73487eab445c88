import type { ReactNode } from 'react'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'

export type StyleCollector = {
  /** The children, rendering their styles into this collector. */
  wrap: (children: ReactNode) => ReactNode
  /** The styles collected since the last flush, as <style> elements. */
  flush: () => ReactNode
}

/** On the server: a style sheet for one request's render. */
export function createStyleCollector(): StyleCollector | null {
  const sheet = new ServerStyleSheet()
  return {
    wrap: (children) => <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>,
    flush: () => {
      const styles = sheet.getStyleElement()
      sheet.instance.clearTag()
      return <>{styles}</>
    },
  }
}
