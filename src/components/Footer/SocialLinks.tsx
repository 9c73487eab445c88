import type { ReactNode } from 'react'

import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import type { SocialLink, SocialNetwork } from '@/lib/site/settings'

import styles from './SocialLinks.module.css'

const ICONS: Record<SocialNetwork, ReactNode> = {
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 9.5c3.5-1 7.5-.6 10 1M7.5 12.8c3-.8 6-.4 8.5 1M8 16c2.3-.6 4.6-.3 6.5.8" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
  facebook: (
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  ),
}

type Props = { links: readonly SocialLink[] }

/**
 * Outbound profiles; each says it opens a new tab, since that takes the visitor elsewhere. Plain
 * links (a server component): the hover is CSS.
 */
export function SocialLinks({ links }: Props) {
  return (
    <ul className={styles.list}>
      {links.map(({ network, label, url }) => (
        <li key={network}>
          <a className={styles.social} href={url} target="_blank" rel="noopener noreferrer">
            <Icon width="20" height="20">
              {ICONS[network]}
            </Icon>
            {label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  )
}
