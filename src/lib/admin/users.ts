import type { Payload } from 'payload'

import type { Purchase, User } from '@/payload-types'

/** Every account the staff member may read, newest first, read as them. */
export const listUsersAs = async (payload: Payload, staff: User): Promise<User[]> => {
  const { docs } = await payload.find({
    collection: 'users',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: { ...staff, collection: 'users' },
  })
  return docs
}

/**
 * One member's purchases of every status, newest first, read as the staff member; null when
 * there is no such member.
 */
export const listPurchasesOfUserAs = async (
  payload: Payload,
  staff: User,
  userId: string,
): Promise<Purchase[] | null> => {
  const member = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!member) return null
  const { docs } = await payload.find({
    collection: 'purchases',
    where: { user: { equals: userId } },
    sort: '-purchaseDate',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...staff, collection: 'users' },
  })
  return docs
}
