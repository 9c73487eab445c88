'use client'

import styled, { keyframes } from 'styled-components'

import { Card } from '@/components/Primitives/Card'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { CheckoutGrid } from './CheckoutLayout.client'
import { theme } from '@/styles/theme'

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`

const Block = styled.div<{ $height: number; $width?: string }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height }) => $height}px;
  border-radius: ${theme.radii.md};
  background: linear-gradient(
    90deg,
    ${theme.colors.surfaceRaised} 25%,
    #24242c 50%,
    ${theme.colors.surfaceRaised} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

/** The payment element's place while Stripe's code loads. */
export function PaymentFormSkeleton() {
  return (
    <Rows aria-hidden="true">
      <Block $height={50} />
      <Pair>
        <Block $height={50} />
        <Block $height={50} />
      </Pair>
      <Block $height={52} />
    </Rows>
  )
}

/** The checkout's shape while the payment is prepared, so nothing jumps when it arrives. */
export function CheckoutSkeleton() {
  return (
    <CheckoutGrid role="status" aria-busy="true">
      <VisuallyHidden>Preparing your checkout…</VisuallyHidden>
      <Card aria-hidden="true">
        <Block $height={22} $width="45%" />
        <Item>
          <Block $height={96} $width="96px" />
          <Rows>
            <Block $height={26} $width="70%" />
            <Block $height={18} $width="40%" />
          </Rows>
        </Item>
        <Block $height={64} />
      </Card>
      <Card aria-hidden="true">
        <Block $height={22} $width="30%" />
        <PaymentFormSkeleton />
      </Card>
    </CheckoutGrid>
  )
}

const Rows = styled.div`
  display: grid;
  flex: 1;
  gap: ${theme.space(4)};
`

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  gap: ${theme.space(3)};
`

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
`
