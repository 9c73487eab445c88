import type { ReactNode } from 'react'

import { classNames } from '@/components/Primitives/classNames'
import { Stack } from '@/components/Primitives/Stack'

import styles from './HeroHeader.module.css'
import { Kicker } from './Kicker'

type Props = {
  kicker: ReactNode
  title: ReactNode
  titleId?: string
  /** lg for a page's own title, md above a form card (the password pages). */
  size?: 'md' | 'lg'
  /** Phones skip the lead, so a form below starts near the fold. */
  hideLeadOnPhones?: boolean
  children?: ReactNode
}

/** The oversized title of a page: kicker, title and an optional lead paragraph. */
export function HeroHeader({
  kicker,
  title,
  titleId,
  size = 'lg',
  hideLeadOnPhones = false,
  children,
}: Props) {
  return (
    <Stack as="header">
      <Kicker $rule>{kicker}</Kicker>
      <h1 id={titleId} className={`${styles.title} ${styles[size]}`}>
        {title}
      </h1>
      {children && (
        <div className={classNames(styles.lead, hideLeadOnPhones && styles.hideOnPhones)}>
          {children}
        </div>
      )}
    </Stack>
  )
}
