import { ApiError, apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'

/** The signed-in user, or null when the server says nobody is (a 401 or 'Unauthorized'). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await apiFetch<PublicUser>('/api/auth/me')
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.message === 'Unauthorized')) {
      return null
    }
    throw error
  }
}
