import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { hashPassword, verifyPassword } from './password'

/** A member cannot reuse any of their last five passwords. */
export const PASSWORD_HISTORY_DEPTH = 5

const recentHashes = async (payload: Payload, user: User): Promise<string[]> => {
  const { docs } = await payload.find({
    collection: 'password-history',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: PASSWORD_HISTORY_DEPTH - 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return [user.passwordHash, ...docs.map((doc) => doc.passwordHash)].filter(
    (hash): hash is string => Boolean(hash),
  )
}

export const isRecentPassword = async (
  payload: Payload,
  user: User,
  password: string,
): Promise<boolean> => {
  for (const hash of await recentHashes(payload, user)) {
    if (await verifyPassword(hash, password)) return true
  }
  return false
}

/** Stores a new password hash and files the old one in the history. */
export const setPassword = async (payload: Payload, user: User, password: string) => {
  if (user.passwordHash) {
    await payload.create({
      collection: 'password-history',
      data: { user: user.id, passwordHash: user.passwordHash },
      overrideAccess: true,
    })
  }
  return payload.update({
    collection: 'users',
    id: user.id,
    data: {
      passwordHash: await hashPassword(password),
      lastPasswordChange: new Date().toISOString(),
      passwordResetToken: null,
      passwordResetExpires: null,
    },
    overrideAccess: true,
  })
}
