import styled, { css } from 'styled-components'

/**
 * The small accent line above a title ('Your dashboard', 'KAIRO · New York'). accentText, not
 * accent: the plain accent is too dark for small text on the dark background.
 */
export const Kicker = styled.p<{ $rule?: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.24em;
  text-transform: uppercase;
  ${({ $rule, theme }) =>
    $rule &&
    css`
      display: inline-flex;
      align-items: center;
      gap: ${theme.space(3)};

      &::before {
        content: '';
        width: 32px;
        height: 3px;
        background: currentColor;
      }
    `}
`
