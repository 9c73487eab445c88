'use client'

import styled from 'styled-components'
import { theme } from '@/styles/theme'

type Props = { email: string; pendingEmail: string }

/** The e-mail change waiting for its link: the account keeps its address until then. */
export function ProfilePendingEmail({ email, pendingEmail }: Props) {
  return (
    <Pending role="status">
      <strong>Check your inbox at {pendingEmail}</strong>
      <span>
        Open the link we sent there to make it your e-mail. Until then we keep using {email}.
      </span>
    </Pending>
  )
}

const Pending = styled.p`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  padding: ${`${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: rgba(225, 29, 72, 0.08);
  color: ${theme.colors.muted};
  font-size: 0.95rem;
  overflow-wrap: anywhere;

  strong {
    color: ${theme.colors.text};
    font-weight: 800;
  }
`
