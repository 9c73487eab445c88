import { z } from 'zod'

import {
  newBackupCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  verifyTotp,
} from '@/lib/auth/mfa'
import { enableMfa, savePendingMfaSecret } from '@/lib/auth/mfaSettings'
import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { open } from '@/lib/auth/secretBox'
import { findUserById } from '@/lib/auth/users'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { mfaCodeSchema } from '@/lib/validation/auth'

const setupSchema = z.union([
  z.object({ secret: z.string().min(16).max(128), token: mfaCodeSchema }),
  z.object({}).strict(),
])

/**
 * POST /api/auth/mfa/setup. With no body: a new secret, its otpauth URI and a QR code; the
 * secret waits (encrypted) until confirmed. With { secret, token }: confirms it with a current
 * code, turns MFA on and returns the ten backup codes, once.
 */
export const mfaSetup = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const meta = requestMeta(request)
  const body = await readJson(request, setupSchema)
  if ('error' in body) return body.error
  const user = await findUserById(payload, signedIn.user.id)
  if (user.mfaEnabled) return jsonError(409, 'Multi-factor authentication is already enabled')

  if (!('token' in body.data)) {
    const secret = newTotpSecret()
    await savePendingMfaSecret(payload, user.id, secret)
    await audit(payload, {
      eventType: 'mfa_setup_started',
      action: 'MFA setup started',
      user: user.id,
      meta,
    })
    const url = otpauthUrl(user.email, secret)
    return Response.json({ secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) })
  }

  const pending = user.mfaPendingSecret ? open(user.mfaPendingSecret) : null
  if (!pending || pending !== body.data.secret) {
    return jsonError(400, 'This setup has expired. Start again.')
  }
  const check = await verifyTotp(pending, body.data.token, null)
  if (!check.valid) return jsonError(400, 'Invalid verification code')

  const backupCodes = newBackupCodes()
  const updated = await enableMfa(payload, user.id, {
    secret: pending,
    timeStep: check.timeStep,
    backupCodes,
  })
  await audit(payload, { eventType: 'mfa_enabled', action: 'MFA turned on', user: user.id, meta })
  return Response.json({ user: toPublicUser(updated), backupCodes })
}
