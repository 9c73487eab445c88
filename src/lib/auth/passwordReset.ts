import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { endUserChallenges } from './challenges'
import { isRecentPassword, setPassword } from './passwordPolicy'
import { revokeUserSessions } from './sessions'
import { hashToken } from './tokens'

const userForResetToken = async (payload: Payload, token: string): Promise<User | null> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { passwordResetToken: { equals: hashToken(token) } },
        { passwordResetExpires: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/**
 * Sets a new password through an e-mailed reset link: `invalid` when the link is unknown or has
 * expired, `reused` when the password is a recent one. On success the account is unlocked and
 * every session, and any sign-in waiting for its MFA code, ends.
 */
export const resetPasswordWithToken = async (
  payload: Payload,
  token: string,
  password: string,
): Promise<{ user: User } | { refused: 'invalid' | 'reused' }> => {
  const user = await userForResetToken(payload, token)
  if (!user) return { refused: 'invalid' }
  if (await isRecentPassword(payload, user, password)) return { refused: 'reused' }
  // setPassword clears the token: the link works once.
  await setPassword(payload, user, password)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { loginAttempts: 0, lockoutUntil: null },
    overrideAccess: true,
  })
  await revokeUserSessions(payload, user.id)
  // A sign-in waiting for its MFA code passed the old password: it ends too.
  await endUserChallenges(payload, user.id)
  return { user }
}
