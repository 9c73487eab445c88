import type { PublicUser } from '@/lib/auth/publicUser'

/** One row of GET /api/auth/sessions. */
export type ActiveSession = {
  id: string
  deviceName: string | null
  ipAddress: string | null
  userAgent: string | null
  lastActivity: string | null
  createdAt: string
  current: boolean
}

/** POST /api/auth/mfa/setup with an empty body: a pending secret, not yet active. */
export type MfaSetupStart = {
  secret: string
  otpauthUrl: string
  qrCode: string
}

/** POST /api/auth/mfa/setup with the secret and a code: MFA is on from here. */
export type MfaSetupDone = {
  user: PublicUser
  backupCodes: string[]
}
