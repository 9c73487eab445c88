/** The name of our session cookie (HttpOnly, SameSite=Lax, Secure in production). */
export const SESSION_COOKIE = 'artist_session'

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
