'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

/** Help under a field or a form, e.g. the password rules. */
export const HintText = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
`

const ErrorLine = styled.p`
  display: flex;
  gap: ${theme.space(2)};
  margin: 0;
  color: #ff8080;
  font-size: 0.875rem;
  font-weight: 600;
`

/* A mark beside the colour, so the error does not rely on red alone. */
const ErrorMark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 18px;
  height: 18px;
  margin-top: 1px;
  border-radius: 50%;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.72rem;
  font-weight: 900;
`

/** A field's error; the field points at `id` with aria-describedby, so it is read out with it. */
export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ErrorLine id={id}>
      <ErrorMark aria-hidden="true">!</ErrorMark>
      {children}
    </ErrorLine>
  )
}
