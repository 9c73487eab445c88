import { css } from 'styled-components'
import { theme } from '@/styles/theme'

/** Spec §9: the widget's panel is 500 px tall; it shrinks on short screens. */
export const CHAT_PANEL_HEIGHT = 500

/**
 * Where the widget sits, shared by the open panel and its loading stand-in: bottom right, above
 * the page and the navigation bar, below the menus, dialogs and toasts. A bottom sheet on phones.
 */
export const panelFrame = css`
  position: fixed;
  right: ${theme.space(6)};
  bottom: ${theme.space(6)};
  z-index: 55;
  display: flex;
  flex-direction: column;
  width: min(400px, calc(100vw - 48px));
  height: ${CHAT_PANEL_HEIGHT}px;
  max-height: calc(100dvh - 48px);
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow:
    0 30px 80px -20px rgb(0 0 0 / 0.85),
    0 0 0 1px rgb(255 255 255 / 0.03);

  @media (max-width: 520px) {
    right: 0;
    bottom: 0;
    left: 0;
    width: auto;
    max-height: calc(100dvh - 16px);
    border-width: 1px 0 0;
    border-radius: ${`${theme.radii.lg} ${theme.radii.lg} 0 0`};
  }
`
