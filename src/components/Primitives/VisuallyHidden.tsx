import type { ComponentProps } from 'react'

import styles from './VisuallyHidden.module.css'
import { classNames } from '@/components/Primitives/classNames'

type Props = ComponentProps<'span'> & ComponentProps<'label'> & { as?: 'span' | 'label' }

/** Text for screen readers only, e.g. to finish a short visible button label. */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: Props) {
  return <Element className={classNames(styles.hidden, className)} {...rest} />
}
