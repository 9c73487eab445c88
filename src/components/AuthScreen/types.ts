import type { PublicUser } from '@/lib/auth/publicUser'

/** The answers of the auth endpoints as the screen reads them. */
export type LoginResponse =
  { requiresMfa: false; user: PublicUser } | { requiresMfa: true; user: null }

export type UserResponse = { user: PublicUser }

export type MessageResponse = { message: string }

export type AuthScreenProps = { next: string | null; brand: string }
