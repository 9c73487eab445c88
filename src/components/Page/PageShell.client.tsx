'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { Stack } from '@/components/Primitives/Stack'

import { Kicker } from './Kicker'

/** The frame of the signed-in pages (dashboard, admin console): a header, then sections. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <Main>
      <Inner>{children}</Inner>
    </Main>
  )
}

type SectionProps = {
  id: string
  title: string
  kicker?: string
  children: ReactNode
}

/** One titled band of a signed-in page; later features add their own next to the others. */
export function PageSection({ id, title, kicker, children }: SectionProps) {
  return (
    <Stack as="section" $gap={6} aria-labelledby={`${id}-title`}>
      <SectionHead>
        {kicker && <Kicker>{kicker}</Kicker>}
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
      </SectionHead>
      {children}
    </Stack>
  )
}

const Main = styled.main`
  min-height: 100vh;
  background:
    radial-gradient(ellipse 80% 50% at 15% -5%, rgba(255, 45, 85, 0.22), transparent 60%),
    radial-gradient(ellipse 50% 35% at 95% 0%, rgba(245, 197, 66, 0.08), transparent 60%),
    ${({ theme }) => theme.colors.background};
`

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(12)};
  max-width: 1160px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(14)} ${theme.space(4)} ${theme.space(20)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(16)};
    padding: ${({ theme }) => `${theme.space(20)} ${theme.space(8)} ${theme.space(24)}`};
  }
`

const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.5rem, 3.5vw, 2.1rem);
  letter-spacing: 0.01em;
  text-transform: uppercase;
`
