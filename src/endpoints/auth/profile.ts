import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { profileSchema } from '@/lib/validation/auth'

/** PATCH /api/user/profile { email, firstName, lastName } → { user }. */
export const updateProfile = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const body = await readJson(request, profileSchema)
  if ('error' in body) return body.error
  const { user } = signedIn
  const changes = body.data

  if (changes.email !== user.email) {
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: changes.email } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return jsonError(409, 'An account with this email already exists')
  }
  const changed = (Object.keys(changes) as Array<keyof typeof changes>).filter(
    (field) => changes[field] !== user[field],
  )
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: { ...changes, ...(changed.includes('email') ? { emailVerified: false } : {}) },
    overrideAccess: true,
  })
  if (changed.length > 0) {
    await audit(payload, {
      eventType: 'profile_updated',
      action: 'Profile updated',
      user: user.id,
      resourceType: 'users',
      resourceId: user.id,
      details: { fields: changed },
      meta: requestMeta(request),
    })
  }
  return Response.json({ user: toPublicUser(updated) })
}
