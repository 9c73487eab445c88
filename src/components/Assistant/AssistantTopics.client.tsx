'use client'

import { SiteLink } from '@/components/Link/SiteLink.client'
import styled from 'styled-components'

import { Kicker } from '@/components/Page/Kicker'
import { theme } from '@/styles/theme'

const TOPICS = [
  { title: 'The music', text: 'Every track, free streams and premium downloads.', href: '/music' },
  {
    title: 'Buying & downloads',
    text: 'Pay by card, then download from your dashboard.',
    href: '/dashboard',
  },
  { title: 'The story', text: 'From the Bronx to the album and tour of 2025-26.', href: '/about' },
  { title: 'Videos', text: 'Official videos and the promo, in the Video Vault.', href: '/videos' },
  {
    title: 'A real person',
    text: 'Bookings, press and anything else: the team.',
    href: '/contact',
  },
] as const

/** Beside the chat: what the assistant knows, each topic a way into the site. */
export function AssistantTopics() {
  return (
    <Aside aria-labelledby="assistant-topics">
      <Kicker id="assistant-topics" as="h2">
        What I can help with
      </Kicker>
      <List>
        {TOPICS.map((topic) => (
          <li key={topic.href}>
            <Topic href={topic.href}>
              <strong>{topic.title}</strong>
              <span>{topic.text}</span>
            </Topic>
          </li>
        ))}
      </List>
    </Aside>
  )
}

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${theme.space(4)};
`

const List = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Topic = styled(SiteLink)`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${`${theme.space(4)} ${theme.space(5)}`};
  border: 1px solid ${theme.colors.border};
  border-left: 3px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-decoration: none;
  transition:
    border-color 150ms ease,
    background 150ms ease;

  strong {
    font-family: ${theme.fonts.display};
    font-size: 0.95rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  span {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }

  &:hover {
    border-left-color: ${theme.colors.accent};
    background: ${theme.colors.surfaceRaised};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`
