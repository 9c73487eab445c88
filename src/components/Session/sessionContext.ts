import { createContext } from 'react'

import type { PublicUser } from '@/lib/auth/publicUser'

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in'

export type SessionValue = {
  status: SessionStatus
  user: PublicUser | null
  /** Stores the user a login, registration or MFA answer returned (or null), as fresh. */
  setUser: (user: PublicUser | null) => void
  /** Asks the server who is signed in, unless the last answer is under 5 minutes old. */
  refresh: (options?: { force?: boolean }) => Promise<PublicUser | null>
  /**
   * Signs out on the server and, whatever it answers, here; then goes to `redirectTo` if given.
   */
  logout: (options?: { redirectTo?: string }) => Promise<void>
  /**
   * True from a logout with `redirectTo` until the page changes: route guards then leave the
   * navigation to it instead of sending the visitor to the login page.
   */
  leaving: boolean
}

/** How long an answer about the current user counts as fresh (spec §9). */
export const SESSION_STALE_MS = 300_000

export const SessionContext = createContext<SessionValue | null>(null)
