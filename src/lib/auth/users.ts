import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** A user with their password material, for server code that checks credentials. */
export const findUserByEmail = async (payload: Payload, email: string): Promise<User | null> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

export const findUserById = (payload: Payload, id: string): Promise<User> =>
  payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
