import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { privateFile, type PrivateFile } from '@/lib/http/privateFile'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { recordConsent } from '@/lib/privacy/consent'
import { removeFiles } from '@/lib/storage/objectStore'
import { findOwnExport, listOwnDataRequests, startDataExport } from '@/lib/privacy/dataRequests'
import { archiveFile, toPublicRequest } from '@/lib/privacy/requests'
import { consentSchema } from '@/lib/validation/privacy'
import { isId } from '@/lib/validation/ids'

const NO_STORE = { 'Cache-Control': 'no-store' }
/** POST /api/user/consent { consent: true } → { user }: consent given from the dashboard. */
export const giveConsent = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const body = await readJson(request, consentSchema)
  if ('error' in body) return body.error
  const user = await recordConsent(payload, signedIn.user.id, requestMeta(request))
  return Response.json({ user: toPublicUser(user) })
}

/** GET /api/user/data-requests: the member's export and deletion requests, newest first. */
export const listDataRequests = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const docs = await listOwnDataRequests(payload, signedIn.user)
  return Response.json(docs.map(toPublicRequest), { headers: NO_STORE })
}

/** POST /api/user/data-export → 202 { request }: an archive of the member's data, by a job. */
export const requestDataExport = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const created = await startDataExport(payload, signedIn.user.id, requestMeta(request))
  if (!created) return jsonError(409, 'An export is already being prepared.')
  return Response.json({ request: toPublicRequest(created) }, { status: 202 })
}

/** GET /api/user/data-export/{id}/download: the archive, to its owner only, for 7 days. */
export const downloadDataExport = async (request: Request, id: string): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const notFound = () => jsonError(404, 'Export not found')
  if (!isId(id)) return notFound()
  // Read as the member; staff, who may read every request, download only their own too.
  const found = await findOwnExport(payload, signedIn.user, id)
  if (!found) return notFound()
  if (found.status !== 'completed') return jsonError(409, 'The export is not ready yet.')
  if (!found.expiresAt || new Date(found.expiresAt).getTime() <= Date.now()) {
    await removeFiles([archiveFile(found.id)])
    return jsonError(410, 'This export has expired. Request a new one.')
  }
  let archive: PrivateFile
  try {
    archive = await privateFile(archiveFile(found.id), request.signal)
  } catch {
    return jsonError(410, 'This export is no longer available. Request a new one.')
  }
  await audit(payload, {
    eventType: 'data_export_downloaded',
    action: 'Data export downloaded',
    user: signedIn.user.id,
    resourceType: 'data-export-requests',
    resourceId: found.id,
    meta: requestMeta(request),
  })
  const day = (found.completedAt ?? new Date().toISOString()).slice(0, 10)
  return archive.response({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="kairo-data-${day}.json"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
