'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/components/Form/buttons'
import { Icon } from '@/components/Primitives/Icon'

// A flex box around the link keeps grid parents from stretching it to their full width.
const Wrap = styled.div`
  display: flex;
`

/** 'Back to …' above a page's title. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Wrap>
      <ButtonLink href={href} $tone="secondary" $size="md">
        <Icon width="16" height="16">
          <path d="M19 12H5M11 18l-6-6 6-6" />
        </Icon>
        {children}
      </ButtonLink>
    </Wrap>
  )
}
