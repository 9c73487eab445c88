import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { RequestMeta } from '@/lib/http/request'
import { queuePrivacyJob } from '@/lib/privacy/jobs'
import type { DataExportRequest, User } from '@/payload-types'

/** The member's export and deletion requests, newest first, read as the member. */
export const listOwnDataRequests = async (
  payload: Payload,
  member: User,
): Promise<DataExportRequest[]> => {
  const { docs } = await payload.find({
    collection: 'data-export-requests',
    where: { user: { equals: member.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: { ...member, collection: 'users' },
  })
  return docs
}

const exportInProgress = async (payload: Payload, userId: string): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'data-export-requests',
    where: {
      and: [
        { user: { equals: userId } },
        { requestType: { equals: 'export' } },
        { status: { in: ['pending', 'processing'] } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Records an export request and queues the job that builds the archive; null while another
 * export of the member's is still pending or processing.
 */
export const startDataExport = async (
  payload: Payload,
  userId: string,
  meta: RequestMeta,
): Promise<DataExportRequest | null> => {
  if (await exportInProgress(payload, userId)) return null
  const created = await payload.create({
    collection: 'data-export-requests',
    data: { user: userId, requestType: 'export', status: 'pending' },
    overrideAccess: true,
  })
  await audit(payload, {
    eventType: 'data_export_requested',
    action: 'Data export requested',
    user: userId,
    resourceType: 'data-export-requests',
    resourceId: created.id,
    meta,
  })
  await queuePrivacyJob(payload, { task: 'exportUserData', input: { requestId: created.id } })
  return created
}

/**
 * One export request of the member's own, read as the member: staff, who may read every
 * request, find only their own here too.
 */
export const findOwnExport = async (
  payload: Payload,
  member: User,
  id: string,
): Promise<DataExportRequest | null> => {
  const { docs } = await payload.find({
    collection: 'data-export-requests',
    where: {
      and: [
        { id: { equals: id } },
        { user: { equals: member.id } },
        { requestType: { equals: 'export' } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...member, collection: 'users' },
  })
  return docs[0] ?? null
}
