'use client'

import { SiteLink } from '@/components/Link/SiteLink.client'
import type { ReactNode } from 'react'
import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'

import { CardTitle } from './styles'
import { theme } from '@/styles/theme'

type Destination = { href: string; title: string; pitch: string; icon: ReactNode }

const DESTINATIONS: readonly Destination[] = [
  {
    href: '/music',
    title: 'Music',
    pitch: 'Stream the previews, then own the tracks that hit hardest.',
    icon: (
      <>
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </>
    ),
  },
  {
    href: '/videos',
    title: 'Videos',
    pitch: 'Official videos, studio sessions and live sets in the Video Vault.',
    icon: (
      <>
        <rect x="2" y="5" width="15" height="14" rx="2" />
        <path d="m17 10 5-3v10l-5-3" />
      </>
    ),
  },
  {
    href: '/about',
    title: 'About',
    pitch: 'The story behind the verses, from New York to what comes next.',
    icon: (
      <>
        <rect x="9" y="2" width="6" height="12" rx="3" />
        <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" />
      </>
    ),
  },
  {
    href: '/photos',
    title: 'Photos',
    pitch: 'Covers, portraits and life off stage in the Visual Universe.',
    icon: (
      <>
        <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
        <circle cx="12" cy="13" r="3" />
      </>
    ),
  },
]

/**
 * One link per card, named by its title alone; the pitch is its description. The link covers
 * the card, so the whole tile is the click target.
 */
export function ExploreCards() {
  return (
    <Grid>
      {DESTINATIONS.map(({ href, title, pitch, icon }, index) => {
        const id = `explore-${title.toLowerCase()}`
        return (
          <li key={href}>
            <Tile href={href} aria-labelledby={`${id}-title`} aria-describedby={`${id}-pitch`}>
              <Top aria-hidden="true">
                <Number>{String(index + 1).padStart(2, '0')}</Number>
                <Icon width="26" height="26">
                  {icon}
                </Icon>
              </Top>
              <Name id={`${id}-title`}>{title}</Name>
              <Pitch id={`${id}-pitch`}>{pitch}</Pitch>
              <Arrow aria-hidden="true">→</Arrow>
            </Tile>
          </li>
        )
      })}
    </Grid>
  )
}

// Two by two from the smallest phone up (four stacked cards would be a long scroll), one row
// of four once a desktop has the width.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}) {
    gap: ${theme.space(4)};
  }

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Arrow = styled.span`
  margin-top: auto;
  color: ${theme.colors.accentText};
  font-size: 1.5rem;
  font-weight: 800;
  line-height: 1;
  transition: transform 200ms ease;
`

const Tile = styled(SiteLink)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  height: 100%;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface} 60%);
  color: ${theme.colors.text};
  text-decoration: none;
  transition:
    border-color 200ms ease,
    background 200ms ease;

  &:hover {
    border-color: ${theme.colors.accent};
    background: linear-gradient(160deg, rgba(225, 29, 72, 0.22), transparent 70%);
  }

  &:hover ${Arrow} {
    transform: translateX(6px);
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    min-height: 240px;
    padding: ${theme.space(6)};
  }

  @media (prefers-reduced-motion: reduce) {
    &:hover ${Arrow} {
      transform: none;
    }
  }
`

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space(3)};
  color: ${theme.colors.accentText};
`

const Number = styled.span`
  color: ${theme.colors.muted};
  font-variant-numeric: tabular-nums;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.2em;
`

const Name = styled(CardTitle)`
  font-size: clamp(1.2rem, 4vw, 2rem);
`

const Pitch = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.88rem;

  @media (min-width: ${theme.breakpoints.md}) {
    font-size: 0.95rem;
  }
`
