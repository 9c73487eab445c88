'use client'

import styled from 'styled-components'

import { Kicker } from '@/components/Page/Kicker'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import type { ContactDetails } from './contactDetails'
import { theme } from '@/styles/theme'

/** The direct line to the team and the artist's outbound links. */
export function ContactInfo({ email, social }: ContactDetails) {
  return (
    <Aside aria-labelledby="contact-info-title">
      <Block>
        <Kicker>Contact information</Kicker>
        <Title id="contact-info-title">Reach the team</Title>
        <MailLink href={`mailto:${email}`}>
          <Icon width="20" height="20">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </Icon>
          {email}
        </MailLink>
        <Text>We typically respond within 24-48 hours.</Text>
      </Block>
      <Block>
        <Subtitle>Collaborations</Subtitle>
        <Text>
          Features, production, bookings and brand partnerships: tell us who you are and what you
          have in mind, and include your socials so we can check your work.
        </Text>
      </Block>
      {social.length > 0 && (
        <Block>
          <Subtitle>Follow KAIRO</Subtitle>
          <Links>
            {social.map(({ name, href }) => (
              <li key={name}>
                <Social href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  <Icon width="14" height="14">
                    <path d="M7 17 17 7M8 7h9v9" />
                  </Icon>
                </Social>
              </li>
            ))}
          </Links>
        </Block>
      )}
    </Aside>
  )
}

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${theme.space(8)};
`

const Block = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`

const Title = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.5rem, 3vw, 2rem);
  text-transform: uppercase;
`

const Subtitle = styled.h3`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 800;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(3)};
  color: ${theme.colors.text};
  font-size: clamp(1.05rem, 2.4vw, 1.35rem);
  font-weight: 800;
  text-decoration: underline;
  text-decoration-color: ${theme.colors.accent};
  text-decoration-thickness: 3px;
  text-underline-offset: 6px;
  overflow-wrap: anywhere;

  svg {
    flex: none;
    color: ${theme.colors.accentText};
  }

  &:hover {
    color: ${theme.colors.accentText};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 4px;
  }
`

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Social = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  padding: ${`0 ${theme.space(4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 800;
  letter-spacing: 0.06em;
  text-decoration: none;
  text-transform: uppercase;
  transition:
    border-color 150ms ease,
    background 150ms ease;

  svg {
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
