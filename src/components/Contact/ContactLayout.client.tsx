'use client'

import styled from 'styled-components'
import { theme } from '@/styles/theme'

/** The form beside the contact information; stacked, form first, below a desktop's width. */
export const ContactLayout = styled.div`
  display: grid;
  gap: ${theme.space(10)};

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    gap: ${theme.space(12)};
  }
`
