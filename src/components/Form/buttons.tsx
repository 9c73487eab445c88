import type { ComponentProps } from 'react'

import { SiteLink } from '@/components/Link/SiteLink.client'
import { classNames } from '@/components/Primitives/classNames'

import styles from './buttons.module.css'

/*
 * The site's pill buttons, for <button> and for links that look like one. Plain components with
 * a CSS Module: server components and client components use the same ones. styled-components
 * never passes $-props on, so a styled variant is styled.button.attrs({ className:
 * buttonClassName({ $tone, $size }) }) rather than styled(Button).
 */

type Tone = 'primary' | 'secondary' | 'danger'
type Size = 'sm' | 'md' | 'lg'

export type ButtonStyleProps = {
  $tone?: Tone
  /** lg is a page's main call to action; md and sm sit inside cards and rows. */
  $size?: Size
  /** Full width, e.g. the submit button of a form card. */
  $block?: boolean
}

/** The class names of a button of this tone and size, plus any the caller adds. */
export function buttonClassName(
  { $tone = 'primary', $size = 'md', $block = false }: ButtonStyleProps,
  className?: string,
): string {
  return classNames(
    styles.button,
    styles[$size],
    styles[$tone],
    $size === 'lg' && $tone === 'primary' && styles.callToAction,
    $block ? styles.block : styles.inline,
    className,
  )
}

export function Button({
  $tone,
  $size,
  $block,
  className,
  ...rest
}: ComponentProps<'button'> & ButtonStyleProps) {
  return <button className={buttonClassName({ $tone, $size, $block }, className)} {...rest} />
}

export function ButtonLink({
  $tone,
  $size,
  $block,
  className,
  ...rest
}: ComponentProps<typeof SiteLink> & ButtonStyleProps) {
  return <SiteLink className={buttonClassName({ $tone, $size, $block }, className)} {...rest} />
}
