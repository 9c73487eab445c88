import path from 'node:path'

import type { DataExportRequest } from '@/payload-types'

/** Export archives are kept this long, then removed. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** The jobs queue of data-rights work (export, deletion, clean-up). */
export const PRIVACY_QUEUE = 'privacy'

/** Where archives wait for their owner: a private folder, never served directly. */
export const exportDir = (): string => path.resolve(process.env.EXPORT_DIR || '.data/exports')

export const archiveFile = (requestId: string): string =>
  path.join(exportDir(), `${requestId.replace(/[^0-9a-f-]/gi, '')}.json`)

export type PublicDataRequest = {
  id: string
  requestType: DataExportRequest['requestType']
  status: NonNullable<DataExportRequest['status']>
  createdAt: string
  completedAt: string | null
  expiresAt: string | null
  downloadUrl: string | null
  failureReason: string | null
}

export const toPublicRequest = (request: DataExportRequest): PublicDataRequest => {
  const expired = request.expiresAt ? new Date(request.expiresAt).getTime() <= Date.now() : false
  return {
    id: request.id,
    requestType: request.requestType,
    status: request.status ?? 'pending',
    createdAt: request.createdAt,
    completedAt: request.completedAt ?? null,
    expiresAt: request.expiresAt ?? null,
    downloadUrl: expired ? null : (request.downloadUrl ?? null),
    failureReason: request.failureReason ?? null,
  }
}
