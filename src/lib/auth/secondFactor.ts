import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

import { consumeBackupCode, verifyTotp } from './mfa'
import { open } from './secretBox'

export type SecondFactorResult = 'ok' | 'invalid' | 'replayed'

/**
 * Checks an MFA code (a current TOTP code, or one of the backup codes) for a user with MFA on.
 * An accepted code is used up: its time step is remembered, a backup code is removed.
 */
export const checkSecondFactor = async (
  payload: Payload,
  user: User,
  code: string,
  meta: RequestMeta,
): Promise<SecondFactorResult> => {
  if (!user.mfaEnabled || !user.mfaSecret) return 'invalid'
  const trimmed = code.trim()

  if (/^\d{6}$/.test(trimmed)) {
    const result = await verifyTotp(open(user.mfaSecret), trimmed, user.mfaLastTimeStep)
    if (result.valid) {
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { mfaLastTimeStep: result.timeStep },
        overrideAccess: true,
      })
      return 'ok'
    }
    if (result.replayed) {
      await audit(payload, {
        eventType: 'mfa_replay',
        action: 'A used MFA code was presented again',
        user: user.id,
        severity: 'warning',
        success: false,
        meta,
      })
      return 'replayed'
    }
    return 'invalid'
  }

  const remaining = consumeBackupCode(user.mfaBackupCodes, trimmed)
  if (!remaining) return 'invalid'
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { mfaBackupCodes: remaining },
    overrideAccess: true,
  })
  await audit(payload, {
    eventType: 'mfa_backup_code_used',
    action: 'A backup code was used',
    user: user.id,
    severity: 'warning',
    details: { remaining: remaining.length },
    meta,
  })
  return 'ok'
}

export const secondFactorError = (result: Exclude<SecondFactorResult, 'ok'>): string =>
  result === 'replayed'
    ? 'This code has already been used. Wait for the next code.'
    : 'Invalid verification code'
