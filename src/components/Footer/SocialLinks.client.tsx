'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import type { SocialNetwork } from '@/lib/site/settings'
import { theme } from '@/styles/theme'

const NETWORKS: Record<SocialNetwork, { label: string; icon: ReactNode }> = {
  youtube: {
    label: 'YouTube',
    icon: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="m10 9 5 3-5 3z" />
      </>
    ),
  },
  instagram: {
    label: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  spotify: {
    label: 'Spotify',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M7 9.5c3.5-1 7.5-.6 10 1M7.5 12.8c3-.8 6-.4 8.5 1M8 16c2.3-.6 4.6-.3 6.5.8" />
      </>
    ),
  },
  tiktok: {
    label: 'TikTok',
    icon: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
  },
}

type Props = { links: { network: SocialNetwork; url: string }[] }

/** Outbound profiles; each says it opens a new tab, since that takes the visitor elsewhere. */
export function SocialLinks({ links }: Props) {
  return (
    <List>
      {links.map(({ network, url }) => (
        <li key={network}>
          <Social href={url} target="_blank" rel="noopener noreferrer">
            <Icon width="20" height="20">
              {NETWORKS[network].icon}
            </Icon>
            {NETWORKS[network].label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Social>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  display: grid;
  /* Two chips side by side where they fit, one under another in the narrow desktop column. */
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Social = styled.a`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${`0 ${theme.space(3)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-size: 0.85rem;
  font-weight: 700;
  text-decoration: none;
  transition:
    border-color 150ms ease,
    background 150ms ease;

  svg {
    flex: none;
    color: ${theme.colors.accentText};
  }

  &:hover {
    border-color: ${theme.colors.accent};
    background: rgba(225, 29, 72, 0.12);
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`
