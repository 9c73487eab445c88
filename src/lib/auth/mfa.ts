import { randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

import { hashToken } from './tokens'

export const TOTP_PERIOD_SECONDS = 30
export const BACKUP_CODE_COUNT = 10
const ISSUER = 'KAIRO'

export const newTotpSecret = (): string => generateSecret()

export const otpauthUrl = (email: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret })

export const qrCodeDataUrl = (url: string): Promise<string> =>
  QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' })

/**
 * Checks a 6-digit code with ±1 step of drift. A code whose time step is not after the last
 * accepted one is refused (`replayed`), so every code works once.
 */
export const verifyTotp = async (
  secret: string,
  token: string,
  lastTimeStep: number | null | undefined,
): Promise<{ valid: true; timeStep: number } | { valid: false; replayed: boolean }> => {
  const check = (afterTimeStep?: number) =>
    verify({
      secret,
      token,
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    }).catch(() => ({ valid: false as const }))
  const fresh = await check(lastTimeStep ?? undefined)
  if (fresh.valid && 'timeStep' in fresh) return { valid: true, timeStep: fresh.timeStep }
  const replayed = lastTimeStep !== null && lastTimeStep !== undefined && (await check()).valid
  return { valid: false, replayed }
}

const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten one-time codes like `k7m2p-x9q4r`; only their hashes are stored. */
export const newBackupCodes = (): string[] =>
  Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })

export const normaliseBackupCode = (code: string): string =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

export const hashBackupCode = (code: string): string => hashToken(normaliseBackupCode(code))
