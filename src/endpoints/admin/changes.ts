import type { z } from 'zod'

import { changeAccountStatus, changeRole, type ChangeResult } from '@/lib/admin/accountChanges'
import { requireRole } from '@/lib/auth/requestUser'
import { toPublicUser } from '@/lib/auth/publicUser'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta, type RequestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'
import { roleChangeSchema, statusChangeSchema } from '@/lib/validation/admin'
import { isId } from '@/lib/validation/ids'

/** The shared shape of the two PATCH calls: admin only, a validated body, one change. */
const adminChange =
  <S extends z.ZodType>(
    schema: S,
    apply: (
      payload: Awaited<ReturnType<typeof getPayloadClient>>,
      actor: User,
      id: string,
      body: z.infer<S>,
      meta: RequestMeta,
    ) => Promise<ChangeResult>,
  ) =>
  async (request: Request, id: string): Promise<Response> => {
    const payload = await getPayloadClient()
    const caller = await requireRole(payload, request, ['admin'])
    if (caller instanceof Response) return caller
    const body = await readJson(request, schema)
    if ('error' in body) return body.error
    if (!isId(id)) return jsonError(404, 'User not found')
    const result = await apply(payload, caller.user, id, body.data, requestMeta(request))
    if (!result.ok) return jsonError(result.status, result.error)
    return Response.json({ user: toPublicUser(result.user) })
  }

/** PATCH /api/admin/users/{id}/status { status }. */
export const updateUserStatus = adminChange(statusChangeSchema, (payload, actor, id, body, meta) =>
  changeAccountStatus(payload, actor, id, body.status, meta),
)

/** PATCH /api/admin/users/{id}/role { role }. */
export const updateUserRole = adminChange(roleChangeSchema, (payload, actor, id, body, meta) =>
  changeRole(payload, actor, id, body.role, meta),
)
