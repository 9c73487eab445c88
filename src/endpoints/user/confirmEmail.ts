import { confirmEmailChange } from '@/lib/auth/pendingEmail'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { confirmEmailSchema, INVALID_CONFIRM_LINK } from '@/lib/validation/emailChange'

const EXPIRED_LINK =
  'This confirmation link has expired. Ask for the change again from your dashboard.'

/**
 * POST /api/user/email/confirm { token } → { success: true, email }: the link mailed to a new
 * address applies the change. A POST, sent by a button on /auth/confirm-email, so a mail
 * scanner or a link preview that merely fetches the link confirms nothing.
 */
export const confirmEmail = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const body = await readJson(request, confirmEmailSchema)
  if ('error' in body) return body.error

  const result = await confirmEmailChange(payload, body.data.token, requestMeta(request))
  switch (result.status) {
    case 'confirmed':
      return Response.json({ success: true, email: result.email })
    case 'expired':
      return jsonError(410, EXPIRED_LINK)
    case 'taken':
      return jsonError(409, 'Another account now uses this address, so it cannot be yours.')
    default:
      return jsonError(400, INVALID_CONFIRM_LINK)
  }
}
