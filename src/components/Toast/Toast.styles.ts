import styled, { css, keyframes } from 'styled-components'

import type { ToastVariant } from './toastState'
import { theme } from '@/styles/theme'

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`

export const Item = styled.div<{ $variant: ToastVariant; $swiping: boolean }>`
  position: relative;
  display: grid;
  gap: ${theme.space(1)};
  padding: ${`${theme.space(4)} ${theme.space(12)} ${theme.space(4)} ${theme.space(5)}`};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: 0 18px 48px rgb(0 0 0 / 0.55);
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  transform: translateX(var(--swipe-x, 0px));
  transition: ${({ $swiping }) => ($swiping ? 'none' : 'transform 200ms ease-out')};
  animation: ${enter} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);

  /* The accent edge is the toast's signature; red when something went wrong. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 4px;
    background: ${theme.colors.accent};
  }

  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      border-color: color-mix(in srgb, ${theme.colors.danger} 60%, transparent);
      background: color-mix(in srgb, ${theme.colors.danger} 16%, ${theme.colors.surfaceRaised});
      &::before {
        background: ${theme.colors.danger};
      }
    `}

  &:focus-visible {
    outline-offset: -2px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`

export const Title = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 0.95rem;
  font-weight: 900;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

export const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`

export const Close = styled.button`
  position: absolute;
  top: ${theme.space(3)};
  right: ${theme.space(3)};
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${theme.colors.border};
    color: ${theme.colors.text};
  }
`
