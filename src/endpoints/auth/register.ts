import { hashPassword } from '@/lib/auth/password'
import { completeSignIn } from '@/lib/auth/signIn'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { registerPayloadSchema } from '@/lib/validation/auth'

/** POST /api/auth/register → 201 { user }, signed in. */
export const register = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'register', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, registerPayloadSchema)
  if ('error' in body) return body.error
  const { password, consentToDataProcessing, ...profile } = body.data

  const taken = async (field: 'email' | 'username', value: string) =>
    (
      await payload.count({
        collection: 'users',
        where: { [field]: { equals: value } },
        overrideAccess: true,
      })
    ).totalDocs > 0
  if (await taken('email', profile.email)) {
    return jsonError(409, 'An account with this email already exists')
  }
  if (await taken('username', profile.username)) {
    return jsonError(409, 'This username is already taken')
  }

  const consent = consentToDataProcessing === true
  const user = await payload
    .create({
      collection: 'users',
      data: {
        ...profile,
        role: 'user',
        accountStatus: 'active',
        passwordHash: await hashPassword(password),
        lastPasswordChange: new Date().toISOString(),
        consentToDataProcessing: consent,
        consentDate: consent ? new Date().toISOString() : null,
      },
      overrideAccess: true,
    })
    .catch((error: { status?: number }) => {
      // Two registrations racing for the same address: the unique index decides.
      if (error.status === 400) return null
      throw error
    })
  if (!user) return jsonError(409, 'An account with this email already exists')

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
