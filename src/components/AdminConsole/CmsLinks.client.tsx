'use client'

import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

type CmsLink = {
  href: string
  title: string
  text: string
  featured?: boolean
}

const LINKS: readonly CmsLink[] = [
  {
    href: '/cms/collections/users',
    title: 'Users',
    text: 'Accounts, roles and status: who can sign in and what they can do.',
  },
  {
    href: '/cms/collections/audit-logs',
    title: 'Audit logs',
    text: 'Sign-ins, changes and security events, newest first.',
  },
  {
    href: '/cms/collections/tracks',
    title: 'Tracks',
    text: 'The catalogue: titles, prices, previews and full files.',
  },
  {
    href: '/cms',
    title: 'Open the CMS',
    text: 'Everything else: videos, photos, the biography and contact messages.',
    featured: true,
  },
]

/**
 * Plain anchors, not next/link: the CMS is a separate root layout, so the browser loads it
 * as a new document either way. The whole card is clickable, but the link's name stays short.
 */
export function CmsLinks() {
  return (
    <Grid>
      {LINKS.map(({ href, title, text, featured }) => (
        <Card key={href} $featured={featured}>
          <Title>
            <a href={href}>{title}</a>
          </Title>
          <Text>{text}</Text>
          <Arrow aria-hidden="true">→</Arrow>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Card = styled.li<{ $featured?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;

  &:hover {
    border-color: ${theme.colors.accent};
    transform: translateY(-2px);
  }

  &:has(a:focus-visible) {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }

  @media (min-width: 640px) {
    min-height: 168px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }

  ${({ $featured }) =>
    $featured &&
    css`
      border-color: transparent;
      background: linear-gradient(135deg, ${theme.colors.accent}, #b3123a);
      /* Pure white throughout: the accent leaves no room for a dimmed line (85% white: 3.7:1). */
      color: #fff;

      p {
        color: #fff;
      }

      &:hover {
        border-color: ${theme.colors.text};
      }
    `}
`

const Title = styled.h3`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 1.2rem;
  text-transform: uppercase;

  a {
    color: inherit;
    text-decoration: none;

    &:focus-visible {
      outline: none;
    }

    /* Stretches the link over the card so the whole card is one click target. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.92rem;
`

const Arrow = styled.span`
  position: absolute;
  top: ${theme.space(5)};
  right: ${theme.space(6)};
  font-size: 1.4rem;
  font-weight: 800;

  @media (min-width: 640px) {
    position: static;
    margin-top: auto;
  }
`
