import { cookies } from 'next/headers'

import { getPayloadClient } from '@/lib/payload'

import { SESSION_COOKIE } from './constants'
import { type PublicUser, toPublicUser } from './publicUser'
import { findSessionUser } from './sessions'

/** The signed-in user of the current request, for server components. */
export const getCurrentUser = async (): Promise<PublicUser | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  const user = await findSessionUser(await getPayloadClient(), token)
  return user ? toPublicUser(user) : null
}
