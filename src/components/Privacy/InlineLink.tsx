import type { ComponentProps } from 'react'

import { SiteLink } from '@/components/Link/SiteLink.client'

import styles from './InlineLink.module.css'
import { classNames } from '@/components/Primitives/classNames'

/**
 * A link inside running text (the policy, the privacy cards, the register form's consent box):
 * underlined, so it does not rely on colour alone.
 */
export function InlineLink({ className, ...rest }: ComponentProps<typeof SiteLink>) {
  return <SiteLink className={classNames(styles.link, className)} {...rest} />
}
