import type { ComponentProps } from 'react'

import styles from './Kicker.module.css'
import { classNames } from '@/components/Primitives/classNames'

type Props = ComponentProps<'p'> & {
  /** A short rule before the words. */
  $rule?: boolean
  /** The element, when the kicker is a heading of its own. */
  as?: 'p' | 'h2' | 'span'
}

/** The small accent line above a title (Kicker.module.css). */
export function Kicker({ $rule, as: Element = 'p', className, ...rest }: Props) {
  const classes = classNames(styles.kicker, $rule && styles.rule, className)
  return <Element className={classes} {...rest} />
}
