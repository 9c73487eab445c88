/** The name of our session cookie (HttpOnly, SameSite=Lax, Secure in production). */
export const SESSION_COOKIE = 'artist_session'

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/**
 * A readable companion of the session cookie, holding no secret: present while the browser
 * carries a session cookie. The pages are the same for everyone (cached), so the browser asks
 * /api/auth/me who is signed in only when this says someone may be; visitors who never signed
 * in cost no call and no 401. Kept in step by src/proxy.ts.
 */
export const SESSION_HINT_COOKIE = 'artist_signed_in'
