'use client'

import { useId } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'

import { Kicker } from '@/components/Page/Kicker'
import { Icon } from '@/components/Primitives/Icon'

import { AccountManagement } from './AccountManagement.client'
import type { AdminUser } from './types'
import { UserFacts } from './UserFacts.client'
import { UserPurchases } from './UserPurchases.client'
import { useModalDialog } from './useModalDialog'
import { fullName } from './userDirectory'
import { theme } from '@/styles/theme'

type Props = {
  user: AdminUser
  readOnly: boolean
  isSelf: boolean
  onChanged: (user: AdminUser) => void
  onClose: () => void
}

/**
 * One account in a modal: its facts, status and role management, and purchase history. Only
 * ever rendered in the browser (after a click), so it can portal straight into the body.
 */
export function UserDialog({ user, readOnly, isSelf, onChanged, onClose }: Props) {
  const { ref, backdrop } = useModalDialog(onClose)
  const id = useId()
  const name = fullName(user)

  return createPortal(
    <Backdrop {...backdrop}>
      <Dialog
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <Header>
          <div>
            <Kicker>User details</Kicker>
            <Title id={`${id}-title`}>{name || user.email}</Title>
            {name && <Subtitle>{user.email}</Subtitle>}
          </div>
          <Close type="button" aria-label="Close" onClick={onClose}>
            <Icon width="20" height="20">
              <path d="M18 6 6 18M6 6l12 12" />
            </Icon>
          </Close>
        </Header>
        <Body>
          <UserFacts user={user} />
          <Section aria-labelledby={`${id}-manage`}>
            <SectionTitle id={`${id}-manage`}>Account management</SectionTitle>
            <AccountManagement
              user={user}
              readOnly={readOnly}
              isSelf={isSelf}
              onChanged={onChanged}
            />
          </Section>
          <Section aria-labelledby={`${id}-purchases`}>
            <SectionTitle id={`${id}-purchases`}>Purchase history</SectionTitle>
            <UserPurchases userId={user.id} titleId={`${id}-purchases`} readOnly={readOnly} />
          </Section>
        </Body>
      </Dialog>
    </Backdrop>,
    document.body,
  )
}

// Above the navigation (50), the chat widget (55) and the mobile menu (60); below the toasts
// (100), so the confirmation of a change shows on top.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgb(4 4 6 / 0.82);
  backdrop-filter: blur(4px);

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(6)};
  }
`

// The whole panel scrolls, so the close button and every section stay reachable on a short
// phone screen; phones get the full screen.
const Dialog = styled.div`
  width: 100%;
  height: 100%;
  overflow: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  &:focus {
    outline: none;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    width: min(880px, 100%);
    height: auto;
    max-height: 100%;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: 0 40px 120px -40px rgba(225, 29, 72, 0.45);
  }
`

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${`${theme.space(5)} ${theme.space(5)} ${theme.space(4)}`};
  border-bottom: 1px solid ${theme.colors.border};
  background:
    radial-gradient(120% 140% at 0% 0%, rgba(225, 29, 72, 0.16), transparent 55%),
    ${theme.colors.surface};

  > div {
    display: grid;
    gap: ${theme.space(1)};
    min-width: 0;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(7)} ${theme.space(8)} ${theme.space(5)}`};
  }
`

const Title = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.4rem, 4vw, 2rem);
  line-height: 1.05;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`

const Subtitle = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`

const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.04);
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease;

  &:hover {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(5)};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(7)} ${theme.space(8)} ${theme.space(8)}`};
  }
`

const Section = styled.section`
  display: grid;
  gap: ${theme.space(4)};
`

const SectionTitle = styled.h3`
  margin: 0;
  padding-bottom: ${theme.space(3)};
  border-bottom: 1px solid ${theme.colors.border};
  font-family: ${theme.fonts.display};
  font-size: 1rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`
