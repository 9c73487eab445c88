'use client'

import styled from 'styled-components'

/** The form beside the contact information; stacked, form first, below a desktop's width. */
export const ContactLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(12)};
  }
`
