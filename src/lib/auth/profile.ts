import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

/** The names a member edits on their profile; they change at once. */
export type ProfileNames = Pick<User, 'firstName' | 'lastName'>

/** Whether an account already uses this address. */
export const emailInUse = async (payload: Payload, email: string): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Saves the names that differ from the member's, and logs which fields changed. */
export const updateProfileNames = async (
  payload: Payload,
  user: User,
  names: ProfileNames,
  meta: RequestMeta,
): Promise<void> => {
  const changed = (Object.keys(names) as Array<keyof ProfileNames>).filter(
    (field) => names[field] !== user[field],
  )
  if (changed.length === 0) return
  await payload.update({ collection: 'users', id: user.id, data: names, overrideAccess: true })
  await audit(payload, {
    eventType: 'profile_updated',
    action: 'Profile updated',
    user: user.id,
    resourceType: 'users',
    resourceId: user.id,
    details: { fields: changed },
    meta,
  })
}
