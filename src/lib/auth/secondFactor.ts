import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { drizzleOf } from '@/lib/db/sql'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

import { hashBackupCode, verifyTotp } from './mfa'
import { open } from './secretBox'

export type SecondFactorResult = 'ok' | 'invalid' | 'replayed'

/**
 * Spends a TOTP time step: one conditional statement, so of requests presenting the same code at
 * once exactly one moves the account's last step forward and the others find it spent.
 */
const spendTimeStep = async (payload: Payload, userId: string, timeStep: number) => {
  const { rows } = await drizzleOf(payload).execute(sql`UPDATE users
    SET mfa_last_time_step = ${timeStep}, updated_at = now()
    WHERE id = ${userId} AND (mfa_last_time_step IS NULL OR mfa_last_time_step < ${timeStep})
    RETURNING id`)
  return rows.length > 0
}

/**
 * Removes a backup code (by its hash) in one conditional statement: exactly one of the requests
 * presenting it at once removes it. Returns how many codes are left, or null when it was not
 * (or no longer) there.
 */
const spendBackupCode = async (
  payload: Payload,
  userId: string,
  code: string,
): Promise<number | null> => {
  const hash = hashBackupCode(code)
  const { rows } = await drizzleOf(payload).execute(sql`UPDATE users
    SET mfa_backup_codes = mfa_backup_codes - ${hash}::text, updated_at = now()
    WHERE id = ${userId} AND jsonb_typeof(mfa_backup_codes) = 'array'
      AND mfa_backup_codes ? ${hash}::text
    RETURNING jsonb_array_length(mfa_backup_codes) AS remaining`)
  const row = rows[0] as { remaining: number | string } | undefined
  return row ? Number(row.remaining) : null
}

const auditReplay = (payload: Payload, user: User, meta: RequestMeta) =>
  audit(payload, {
    eventType: 'mfa_replay',
    action: 'A used MFA code was presented again',
    user: user.id,
    severity: 'warning',
    success: false,
    meta,
  })

/**
 * Checks an MFA code (a current TOTP code, or one of the backup codes) for a user with MFA on.
 * An accepted code is used up, atomically in the database: its time step is remembered, a backup
 * code is removed. A code spent by a parallel request counts as replayed (TOTP) or invalid.
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
    if (result.valid && (await spendTimeStep(payload, user.id, result.timeStep))) return 'ok'
    if (result.valid || result.replayed) {
      await auditReplay(payload, user, meta)
      return 'replayed'
    }
    return 'invalid'
  }

  const remaining = await spendBackupCode(payload, user.id, trimmed)
  if (remaining === null) return 'invalid'
  await audit(payload, {
    eventType: 'mfa_backup_code_used',
    action: 'A backup code was used',
    user: user.id,
    severity: 'warning',
    details: { remaining },
    meta,
  })
  return 'ok'
}

export const secondFactorError = (result: Exclude<SecondFactorResult, 'ok'>): string =>
  result === 'replayed'
    ? 'This code has already been used. Wait for the next code.'
    : 'Invalid verification code'
