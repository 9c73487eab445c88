'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { BackLink } from '@/components/Page/BackLink.client'
import { HeroHeader } from '@/components/Page/HeroHeader'

import { DataIcon, ShieldIcon, VaultIcon } from './icons'
import { NAV_ALLOWANCE } from './primitives'
import { theme } from '@/styles/theme'

const Panel = styled.section`
  display: grid;
  align-content: center;
  gap: ${theme.space(5)};
  @media (min-width: ${theme.breakpoints.lg}) {
    position: sticky;
    top: calc(${NAV_ALLOWANCE} + ${theme.space(10)});
    gap: ${theme.space(9)};
  }
`

// The second line of the headline, drawn in outline.
const Outlined = styled.span`
  display: block;
  color: transparent;
  -webkit-text-stroke: 2px ${theme.colors.text};
`

const Claims = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoints.lg}) {
    gap: ${theme.space(5)};
  }
`

const Claim = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(4)};
  align-items: center;
`

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid rgba(255, 45, 85, 0.35);
  border-radius: ${theme.radii.md};
  background: rgba(255, 45, 85, 0.1);
  color: ${theme.colors.accentText};
`

const ClaimTitle = styled.strong`
  display: block;
  font-size: 1rem;
  font-weight: 800;
`

/* Phones get the headline and the three claims only, so the form starts near the fold. */
const ClaimText = styled.span`
  display: none;
  color: ${theme.colors.muted};
  font-size: 0.92rem;
  @media (min-width: ${theme.breakpoints.md}) {
    display: block;
  }
`

const claims: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ShieldIcon />,
    title: 'Multi-factor authentication',
    text: 'Lock your account with an authenticator code on top of your password.',
  },
  {
    icon: <VaultIcon />,
    title: 'Your personal music vault',
    text: 'Every track you buy, kept in one place and ready to download.',
  },
  {
    icon: <DataIcon />,
    title: 'GDPR data control',
    text: 'Your data stays yours: export it or have it deleted whenever you ask.',
  },
]

export function MarketingPanel({ brand }: { brand: string }) {
  return (
    <Panel aria-labelledby="auth-title">
      <BackLink href="/music">Back to Music</BackLink>
      <HeroHeader
        kicker={`${brand} · New York`}
        title={
          <>
            Step into <Outlined>the vault</Outlined>
          </>
        }
        titleId="auth-title"
        hideLeadOnPhones
      >
        Members stream, buy and download {brand}&apos;s music, with every purchase kept safe in one
        place.
      </HeroHeader>
      <Claims>
        {claims.map(({ icon, title, text }) => (
          <Claim key={title}>
            <Badge>{icon}</Badge>
            <div>
              <ClaimTitle>{title}</ClaimTitle>
              <ClaimText>{text}</ClaimText>
            </div>
          </Claim>
        ))}
      </Claims>
    </Panel>
  )
}
