import type { ComponentProps, CSSProperties } from 'react'

import styles from './Stack.module.css'
import { classNames } from '@/components/Primitives/classNames'

type Props = ComponentProps<'div'> & {
  /** The space between blocks, in the theme's steps of 4px. */
  $gap?: number
  as?: 'div' | 'section' | 'header'
}

/** A vertical run of blocks with even spacing (Stack.module.css). */
export function Stack({ $gap = 4, as: Element = 'div', className, style, ...rest }: Props) {
  const gap = { '--stack-gap': `var(--space-${$gap})`, ...style } as CSSProperties
  return <Element className={classNames(styles.stack, className)} style={gap} {...rest} />
}
