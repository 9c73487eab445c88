import type { ReactNode } from 'react'

import { Stack } from '@/components/Primitives/Stack'

import { Kicker } from './Kicker'
import styles from './PageShell.module.css'

/** The frame of a page: its <main>, centred, with even space between the parts. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <main className={styles.main}>
      <div className={styles.inner}>{children}</div>
    </main>
  )
}

type SectionProps = {
  id: string
  title: string
  kicker?: string
  children: ReactNode
}

/** One titled band of a signed-in page; later features add their own next to the others. */
export function PageSection({ id, title, kicker, children }: SectionProps) {
  return (
    <Stack as="section" $gap={6} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        {kicker && <Kicker>{kicker}</Kicker>}
        <h2 className={styles.sectionTitle} id={`${id}-title`}>
          {title}
        </h2>
      </div>
      {children}
    </Stack>
  )
}
