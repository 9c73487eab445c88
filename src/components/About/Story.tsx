import type { ReactNode } from 'react'

import styles from './Story.module.css'

/**
 * The dark-theme typography of the biography's rich text. The CMS content is plain h2,
 * paragraphs and one quote, so styling the elements is enough; no custom converters needed.
 */
export function Story({ children }: { children: ReactNode }) {
  return <article className={styles.prose}>{children}</article>
}
