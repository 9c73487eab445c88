import { createHash, randomBytes } from 'node:crypto'

/** An opaque, URL-safe secret with 256 bits of entropy. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** Only this digest is stored: a leaked table cannot be replayed as cookies. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
