/** A request for a copy of one's data, or for deletion, as GET /api/user/data-requests lists it. */
export type DataRequest = {
  id: string
  requestType: 'export' | 'deletion'
  status: 'pending' | 'processing' | 'completed' | 'failed'
  createdAt: string
  completedAt: string | null
  expiresAt: string | null
  downloadUrl: string | null
  failureReason: string | null
}

/** How an export reads in the list: still being prepared, ready to download, gone, or failed. */
export type ExportState =
  | { kind: 'preparing' }
  | { kind: 'ready'; downloadUrl: string; expiresAt: string | null }
  | { kind: 'expired' }
  | { kind: 'failed'; reason: string }

export const DATA_REQUESTS_POLL_MS = 2_000

export const isInProgress = (request: Pick<DataRequest, 'status'>): boolean =>
  request.status === 'pending' || request.status === 'processing'

/** The list keeps asking the server only while something is still being prepared. */
export const shouldPoll = (requests: readonly Pick<DataRequest, 'status'>[]): boolean =>
  requests.some(isInProgress)

export function exportState(request: DataRequest, now = Date.now()): ExportState {
  if (isInProgress(request)) return { kind: 'preparing' }
  if (request.status === 'failed') {
    return { kind: 'failed', reason: request.failureReason || 'The archive could not be prepared.' }
  }
  // Archives are removed after 7 days; past that, the link would only answer 410.
  const expired = request.expiresAt !== null && Date.parse(request.expiresAt) <= now
  if (!request.downloadUrl || expired) return { kind: 'expired' }
  return { kind: 'ready', downloadUrl: request.downloadUrl, expiresAt: request.expiresAt }
}

/** Adds a request the server just accepted to the list, newest first, without a duplicate. */
export const withRequest = (
  requests: readonly DataRequest[],
  added: DataRequest,
): DataRequest[] => [added, ...requests.filter(({ id }) => id !== added.id)]

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const dayAndTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** "Nov 23, 2026" (or with the time); a missing or broken date gives null. */
export const formatDate = (iso: string | null | undefined, withTime = false): string | null => {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return (withTime ? dayAndTime : day).format(date)
}
