import type { ReactNode } from 'react'

import { Kicker } from '@/components/Page/Kicker'

import styles from './LandingSection.module.css'

type Props = {
  id: string
  kicker?: string
  title: string
  more?: ReactNode
  /** The first screen's section (the featured single): no rule above, a smaller title. */
  lead?: boolean
  children: ReactNode
}

/** One band of the landing page, reachable by its anchor (#music, #videos, #about, #photos). */
export function LandingSection({ id, kicker, title, more, lead = false, children }: Props) {
  return (
    <section
      className={lead ? `${styles.section} ${styles.lead}` : styles.section}
      id={id}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.head}>
        <div>
          {kicker && <Kicker>{kicker}</Kicker>}
          <h2 className={styles.title} id={`${id}-title`}>
            {title}
          </h2>
        </div>
        {more}
      </div>
      {children}
    </section>
  )
}
