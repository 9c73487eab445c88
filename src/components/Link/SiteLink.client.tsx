'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

type Props = ComponentProps<typeof Link>

/**
 * A link to another page of the site that fetches that page when the visitor shows intent
 * (pointer over it, keyboard focus, a touch), not as soon as it is on screen. The public pages
 * are static, and Next's default fetched every one the navigation bar and footer link to right
 * after the page loaded: a dozen page payloads, parsed on the main thread while the visitor's
 * page was still becoming interactive. Pages come from the server's cache, so a click without a
 * prefetch is still quick.
 */
export function SiteLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter()
  const prefetch = () => {
    if (typeof href === 'string' && href.startsWith('/')) router.prefetch(href)
  }
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch()
        onTouchStart?.(event)
      }}
      {...rest}
    />
  )
}
