import type { ComponentProps } from 'react'

import styles from './styles.module.css'
import { classNames } from '@/components/Primitives/classNames'

type Props = ComponentProps<'h3'> & { as?: 'h2' | 'h3' }

/** The display-type title of a card (the promo video, the explore tiles, tracks, videos). */
export function CardTitle({ as: Element = 'h3', className, ...rest }: Props) {
  return <Element className={classNames(styles.cardTitle, className)} {...rest} />
}
