'use client'

import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

import { Stack } from '@/components/Primitives/Stack'

import { Kicker } from './Kicker'

type Props = {
  kicker: ReactNode
  title: ReactNode
  titleId?: string
  /** lg for a page's own title, md above a form card (the password pages). */
  size?: 'md' | 'lg'
  /** Phones skip the lead, so a form below starts near the fold. */
  hideLeadOnPhones?: boolean
  children?: ReactNode
}

/** The oversized title of a page: kicker, title and an optional lead paragraph. */
export function HeroHeader({
  kicker,
  title,
  titleId,
  size = 'lg',
  hideLeadOnPhones = false,
  children,
}: Props) {
  return (
    <Stack as="header">
      <Kicker $rule>{kicker}</Kicker>
      <Title id={titleId} $size={size}>
        {title}
      </Title>
      {children && <Lead $hideOnPhones={hideLeadOnPhones}>{children}</Lead>}
    </Stack>
  )
}

const Title = styled.h1<{ $size: 'md' | 'lg' }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ $size }) =>
    $size === 'lg' ? 'clamp(2.4rem, 8vw, 5.5rem)' : 'clamp(2.1rem, 8vw, 3.25rem)'};
  line-height: 0.95;
  letter-spacing: -0.01em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`

const Lead = styled.div<{ $hideOnPhones: boolean }>`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;

  p {
    margin: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ $hideOnPhones, theme }) =>
    $hideOnPhones &&
    css`
      display: none;
      @media (min-width: ${theme.breakpoints.md}) {
        display: block;
      }
    `}
`
