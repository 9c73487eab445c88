import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { isProduction } from '@/lib/env'

const VERSION = 'v1'

/** MFA_ENCRYPTION_KEY as 32 bytes (64 hex characters or base64); throws on any other length. */
export const decodeKey = (value: string): Buffer => {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64')
  if (key.length !== 32) throw new Error('MFA_ENCRYPTION_KEY must be 32 bytes (64 hex characters)')
  return key
}

let cachedKey: Buffer | null = null

/**
 * The AES-256 key for MFA secrets: MFA_ENCRYPTION_KEY, or in development a key generated once
 * and kept under .data/ (never in production, where losing it would lock everyone out of MFA).
 */
const encryptionKey = (): Buffer => {
  if (cachedKey) return cachedKey
  const configured = process.env.MFA_ENCRYPTION_KEY
  if (configured) return (cachedKey = decodeKey(configured))
  if (isProduction()) throw new Error('MFA_ENCRYPTION_KEY must be set in production.')
  const file = path.resolve(process.env.DEV_KEY_FILE || '.data/mfa-encryption.key')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  }
  return (cachedKey = decodeKey(fs.readFileSync(file, 'utf8').trim()))
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export const seal = (plaintext: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv)
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export const open = (sealed: string): string => {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('Not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
