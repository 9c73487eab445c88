import { ApiError } from '@/lib/api/client'

/** The name every download is saved under (spec §9), with its format's extension. */
export const trackFileName = (trackId: string, ext = 'mp3') => `track-${trackId}.${ext}`

export type DownloadProgress = { received: number; total: number | null }

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  const message = typeof body?.error === 'string' ? body.error : response.statusText
  return new ApiError(message || `Request failed with status ${response.status}`, response.status)
}

/** Where a track's file, or a release's zip, is downloaded from. */
export const trackDownloadPath = (trackId: string) =>
  `/api/secure/download/${encodeURIComponent(trackId)}`
export const releaseDownloadPath = (releaseId: string) =>
  `/api/secure/download/release/${encodeURIComponent(releaseId)}`

/**
 * GET /api/secure/download/{trackId}[?format=…] (or a release's zip), read chunk by chunk so the
 * page can show how far it got (bytes read against Content-Length). Resolves to the whole file.
 */
export async function fetchTrackFile(
  downloadPath: string,
  onProgress: (progress: DownloadProgress) => void,
  fetchImpl: typeof fetch = fetch,
  format?: string,
): Promise<Blob> {
  const query = format ? `?format=${encodeURIComponent(format)}` : ''
  const response = await fetchImpl(`${downloadPath}${query}`, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  if (!response.ok) throw await failure(response)

  // Next.js drops a route handler's Content-Length (FORBIDDEN_HEADERS in its send-response), so
  // the server may repeat the size as X-Content-Length.
  const length = Number(
    response.headers.get('Content-Length') ?? response.headers.get('X-Content-Length'),
  )
  const total = Number.isFinite(length) && length > 0 ? length : null
  const type = response.headers.get('Content-Type') || 'audio/mpeg'
  if (!response.body) return new Blob([await response.arrayBuffer()], { type })

  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress({ received, total })
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value as Uint8Array<ArrayBuffer>)
    received += value.byteLength
    onProgress({ received, total })
  }
  return new Blob(chunks, { type })
}
