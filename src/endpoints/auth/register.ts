import { createMember, isTaken } from '@/lib/auth/registration'
import { completeSignIn } from '@/lib/auth/signIn'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { registerPayloadSchema } from '@/lib/validation/auth'

const EMAIL_TAKEN = 'An account with this email already exists'
const USERNAME_TAKEN = 'This username is already taken'

type FieldError = { path?: string; message?: string }

/**
 * What a refused save means for the caller. Two registrations racing for the same address or
 * username lose to the unique index: 409, as when it was taken before. Any other validation
 * error is the caller's input: 400 with the field's message. Anything else is ours: thrown.
 */
const refusal = (error: unknown): Response => {
  const { status, data } = (error ?? {}) as { status?: number; data?: { errors?: FieldError[] } }
  if (status !== 400) throw error
  const errors = data?.errors ?? []
  const unique = (field: string) =>
    errors.some(({ path, message }) => path === field && /unique/i.test(message ?? ''))
  if (unique('email')) return jsonError(409, EMAIL_TAKEN)
  if (unique('username')) return jsonError(409, USERNAME_TAKEN)
  const [first] = errors
  return jsonError(
    400,
    first?.message ? `${first.path ?? 'Input'}: ${first.message}` : 'Invalid input',
  )
}

/** POST /api/auth/register → 201 { user }, signed in. */
export const register = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'register', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, registerPayloadSchema)
  if ('error' in body) return body.error
  if (await isTaken(payload, 'email', body.data.email)) {
    return jsonError(409, EMAIL_TAKEN)
  }
  if (await isTaken(payload, 'username', body.data.username)) {
    return jsonError(409, USERNAME_TAKEN)
  }

  const user = await createMember(payload, body.data).catch((error: unknown) => refusal(error))
  if (user instanceof Response) return user

  await audit(payload, {
    eventType: 'user_registered',
    action: 'Account created',
    user: user.id,
    resourceType: 'users',
    resourceId: user.id,
    meta,
  })
  const signedIn = await completeSignIn(payload, user, meta, { method: 'registration' })
  return Response.json(
    { user: signedIn.user },
    { status: 201, headers: { 'Set-Cookie': signedIn.cookie } },
  )
}
