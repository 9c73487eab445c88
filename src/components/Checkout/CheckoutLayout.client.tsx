'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { BackLink } from '@/components/Page/BackLink.client'
import { HeroHeader } from '@/components/Page/HeroHeader'
import { Stack } from '@/components/Primitives/Stack'
import { theme } from '@/styles/theme'

/** 'Back to Music', the page title, then the order and the payment side by side. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Stack $gap={8}>
        <BackLink href="/music">Back to Music</BackLink>
        <HeroHeader kicker="Checkout" title="Complete Purchase" hideLeadOnPhones>
          <p>Yours to keep: play it in full and download it from your dashboard.</p>
        </HeroHeader>
      </Stack>
      {children}
    </>
  )
}

// The order first (what is bought), the payment second, on phones and side by side alike.
export const CheckoutGrid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  align-items: start;

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
    gap: ${theme.space(8)};
  }
`
