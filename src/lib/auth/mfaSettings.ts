import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { hashBackupCode } from './mfa'
import { seal } from './secretBox'

/** Keeps a new TOTP secret, encrypted, until the member confirms it with a code. */
export const savePendingMfaSecret = async (
  payload: Payload,
  userId: string,
  secret: string,
): Promise<void> => {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { mfaPendingSecret: seal(secret) },
    overrideAccess: true,
  })
}

/** Turns MFA on with a confirmed secret; only the backup codes' hashes are stored. */
export const enableMfa = (
  payload: Payload,
  userId: string,
  mfa: { secret: string; timeStep: number; backupCodes: string[] },
): Promise<User> =>
  payload.update({
    collection: 'users',
    id: userId,
    data: {
      mfaEnabled: true,
      mfaSecret: seal(mfa.secret),
      mfaPendingSecret: null,
      mfaLastTimeStep: mfa.timeStep,
      mfaBackupCodes: mfa.backupCodes.map(hashBackupCode),
    },
    overrideAccess: true,
  })

/** Turns MFA off and forgets its secret and backup codes. */
export const disableMfa = (payload: Payload, userId: string): Promise<User> =>
  payload.update({
    collection: 'users',
    id: userId,
    data: { mfaEnabled: false, mfaSecret: null, mfaBackupCodes: null, mfaLastTimeStep: null },
    overrideAccess: true,
  })
