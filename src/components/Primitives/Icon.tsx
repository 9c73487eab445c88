import type { SVGProps } from 'react'

/**
 * The frame of the site's line icons (24-unit grid, drawn in the current text colour). They are
 * decorative: the text beside them carries the meaning, so they are hidden from screen readers.
 */
export const Icon = ({ children, ...props }: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
)
