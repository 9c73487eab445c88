import { headers } from 'next/headers'

import { getPayloadClient } from '@/lib/payload'

import { type PublicUser, toPublicUser } from './publicUser'
import { sessionFromHeaders } from './requestUser'

/** The signed-in user of the current request, for server components. */
export const getCurrentUser = async (): Promise<PublicUser | null> => {
  const signedIn = await sessionFromHeaders(await getPayloadClient(), await headers())
  return signedIn ? toPublicUser(signedIn.user) : null
}
