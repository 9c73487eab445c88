'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { BackLink } from '@/components/Page/BackLink.client'
import { HeroHeader } from '@/components/Page/HeroHeader'

import { NAV_ALLOWANCE } from './primitives'
import { theme } from '@/styles/theme'

const Screen = styled.main`
  display: grid;
  justify-items: center;
  align-content: start;
  min-height: calc(100vh - ${NAV_ALLOWANCE});
  padding: ${`${theme.space(6)} ${theme.space(5)} ${theme.space(12)}`};
  background:
    radial-gradient(50rem 36rem at 50% 0%, rgba(255, 45, 85, 0.16), transparent 60%),
    ${theme.colors.background};
  @media (min-width: ${theme.breakpoints.md}) {
    align-content: center;
  }
`

const Column = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  width: 100%;
  max-width: 480px;
`

const Card = styled.div`
  padding: ${`${theme.space(7)} ${theme.space(5)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(9)};
  }
`

type Props = {
  brand: string
  title: string
  lede: string
  /** Where the back link leads: sign-in by default. */
  back?: { href: string; label: string }
  children: ReactNode
}

/** The single-card frame of the password pages around /auth. */
export function AuthShell({
  brand,
  title,
  lede,
  back = { href: '/auth', label: 'Back to Sign In' },
  children,
}: Props) {
  return (
    <Screen>
      <Column>
        <BackLink href={back.href}>{back.label}</BackLink>
        <HeroHeader kicker={brand} title={title} size="md">
          {lede}
        </HeroHeader>
        <Card>{children}</Card>
      </Column>
    </Screen>
  )
}
