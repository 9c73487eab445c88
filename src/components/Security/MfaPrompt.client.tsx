'use client'

import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { theme } from '@/styles/theme'

/** The banner staff without MFA see first; its link lands on the MFA card below. */
export function MfaPrompt({ target }: { target: string }) {
  return (
    <Banner aria-labelledby="security-mfa-prompt">
      <Shield aria-hidden="true">
        {/* Mitred corners: the shield keeps its sharp outline. */}
        <Icon width="26" height="26" strokeLinejoin="miter">
          <path d="M12 2.8 4.5 5.6v5.9c0 4.6 3.1 8.6 7.5 9.7 4.4-1.1 7.5-5.1 7.5-9.7V5.6L12 2.8Z" />
          <path d="M12 8v4.5M12 15.8v.2" />
        </Icon>
      </Shield>
      <Message id="security-mfa-prompt">
        Protect the team’s tools: turn on multi-factor authentication.
      </Message>
      <Jump href={`#${target}`}>Set it up</Jump>
    </Banner>
  )
}

const Banner = styled.aside`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${`${theme.space(3)} ${theme.space(4)}`};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background:
    linear-gradient(110deg, rgba(255, 45, 85, 0.22), rgba(255, 45, 85, 0.04) 70%),
    ${theme.colors.surface};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    padding: ${`${theme.space(5)} ${theme.space(7)}`};
  }
`

const Shield = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: #fff;
`

const Message = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1rem, 2.4vw, 1.3rem);
  line-height: 1.3;
`

const Jump = styled.a`
  grid-column: 2;
  justify-self: start;
  padding: ${`${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.text};
  color: ${theme.colors.background};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-decoration: none;
  text-transform: uppercase;
  white-space: nowrap;

  &:hover {
    background: #fff;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-column: auto;
  }
`
