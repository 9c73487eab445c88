import type { ReactNode } from 'react'

import styles from './ContactLayout.module.css'

/** The form beside the contact information; stacked, form first, below a desktop's width. */
export function ContactLayout({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>
}
