import type { StyleCollector } from './styleCollector'

/** In the browser styled-components injects its own styles: nothing to collect. */
export function createStyleCollector(): StyleCollector | null {
  return null
}
