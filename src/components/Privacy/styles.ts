import { SiteLink } from '@/components/Link/SiteLink.client'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

/*
 * Shared by the privacy cards, the register form's consent box and the policy page. Only client
 * components import this file: styled-components needs the browser-side theme context.
 */

/** A link inside running text: underlined, so it does not rely on colour alone. */
export const InlineLink = styled(SiteLink)`
  color: ${theme.colors.text};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${theme.colors.accentText};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 2px;
    border-radius: 2px;
  }
`
