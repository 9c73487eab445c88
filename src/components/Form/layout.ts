import styled from 'styled-components'
import { theme } from '@/styles/theme'

/*
 * How forms lay out. Only client components import this file: styled-components needs the
 * browser-side theme context.
 */

/** A row of buttons; full-width ($block) buttons stack instead. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`

/** Fields one under another; the buttons at the end stand a little apart from them. */
export const Form = styled.form`
  display: grid;
  gap: ${theme.space(5)};
  > ${Actions} {
    margin-top: ${theme.space(2)};
  }
`
