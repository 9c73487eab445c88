import { isProduction } from '@/lib/env'

type CookieOptions = { maxAgeSeconds: number; path?: string }

/** An HttpOnly, SameSite=Lax cookie, Secure in production. */
export const serializeCookie = (
  name: string,
  value: string,
  { maxAgeSeconds, path = '/' }: CookieOptions,
): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isProduction() ? ['Secure'] : []),
  ].join('; ')

export const clearCookie = (name: string, path = '/'): string =>
  serializeCookie(name, '', { maxAgeSeconds: 0, path })

/** The value of one cookie of a request. */
export const readCookie = (request: Request, name: string): string | null =>
  cookieFromHeader(request.headers.get('cookie'), name)

/** The value of one cookie in a Cookie header, or in the browser's `document.cookie`. */
export const cookieFromHeader = (header: string | null, name: string): string | null => {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}
