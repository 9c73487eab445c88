import type { User } from '@/payload-types'

/** The user as every documented call returns it (spec §3, "User (client view)"). */
export type PublicUser = {
  id: string
  email: string
  /**
   * An address the member asked to change to, until its link is opened or expires. Read from the
   * stored user: a user loaded without hidden fields (a session's) always shows null. Optional
   * only for the views that build users by hand (the admin console's tests); every call sends it.
   */
  pendingEmail?: string | null
  username: string | null
  firstName: string | null
  lastName: string | null
  role: User['role']
  accountStatus: User['accountStatus']
  emailVerified: boolean
  loginAttempts: number
  activeSessionCount: number
  lastLoginAt: string | null
  createdAt: string
  mfaEnabled: boolean
  consentToDataProcessing: boolean
  consentDate: string | null
}

/** A pending change whose link has not been made yet (the job runs just after) counts. */
const pendingEmailOf = (user: User, now = Date.now()): string | null =>
  user.pendingEmail &&
  (!user.pendingEmailExpires || new Date(user.pendingEmailExpires).getTime() > now)
    ? user.pendingEmail
    : null

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  pendingEmail: pendingEmailOf(user),
  username: user.username ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  role: user.role,
  accountStatus: user.accountStatus,
  emailVerified: Boolean(user.emailVerified),
  loginAttempts: user.loginAttempts ?? 0,
  activeSessionCount: user.activeSessionCount ?? 0,
  lastLoginAt: user.lastLoginAt ?? null,
  createdAt: user.createdAt,
  mfaEnabled: Boolean(user.mfaEnabled),
  consentToDataProcessing: Boolean(user.consentToDataProcessing),
  consentDate: user.consentDate ?? null,
})

/** First and last name, else the e-mail (the navigation bar's display name). */
export const displayName = (user: Pick<PublicUser, 'email' | 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
