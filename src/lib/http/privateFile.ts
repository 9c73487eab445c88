import { stat } from 'node:fs/promises'

import { fileSource } from '@/lib/audio/byteRange'
import { areaPathOf } from '@/lib/storage/areas'
import { signedFile } from '@/lib/storage/objectStore'

/** Whether nginx with deploy/nginx/site.conf is in front and sends private files itself. */
export const behindNginx = (): boolean => process.env.BEHIND_NGINX === 'true'

/** The internal URI nginx serves `file` from, or null when it lies outside those folders. */
export const nginxFileUri = (file: string): string | null => {
  const found = areaPathOf(file)
  // The internal locations of deploy/nginx/site.conf: nginx answers them only after an
  // X-Accel-Redirect from the app; asked for directly they are 404. Images are public.
  if (!found || found.area === 'media') return null
  return `/_private/${found.area}/${found.relative.split('/').map(encodeURIComponent).join('/')}`
}

export type PrivateFile = {
  /** Bytes the client receives (for the audit). */
  size: number
  /** The answer: the file with `headers` (the caller's Content-Type, -Disposition, caching). */
  response: (headers: Record<string, string>) => Promise<Response>
}

/**
 * A private file the caller has authorised (and counted). With S3 the answer is a redirect to a
 * pre-signed URL that lives S3_URL_SECONDS and answers with the caller's Content-Type and
 * -Disposition. Behind nginx the app answers with an empty body and `X-Accel-Redirect`, and nginx
 * sends the file from disk with sendfile (ranges included); otherwise the file is streamed from
 * here in chunks, never read whole. `signal` (the request's) closes the file when the listener
 * goes away.
 */
export const privateFile = async (file: string, signal?: AbortSignal): Promise<PrivateFile> => {
  const signed = await signedFile(file)
  if (signed) {
    return {
      size: signed.size,
      response: async (headers) =>
        new Response(null, {
          status: 302,
          headers: {
            Location: await signed.url({
              contentType: headers['Content-Type'],
              disposition: headers['Content-Disposition'],
              cacheControl: headers['Cache-Control'],
            }),
            // The URL is this member's, for minutes: never kept by a cache.
            'Cache-Control': 'no-store',
            'Referrer-Policy': 'no-referrer',
          },
        }),
    }
  }
  const internal = behindNginx() ? nginxFileUri(file) : null
  if (internal) {
    const { size } = await stat(file)
    return {
      size,
      // nginx keeps the app's Content-Type, Content-Disposition and Cache-Control, and sets the
      // length itself.
      response: async (headers) =>
        new Response(null, { headers: { ...headers, 'X-Accel-Redirect': internal } }),
    }
  }
  const source = await fileSource(file, signal)
  return {
    size: source.size,
    response: async (headers) =>
      new Response(source.size > 0 ? source.slice(0, source.size - 1) : null, {
        headers: {
          ...headers,
          'Content-Length': String(source.size),
          // Next 16 drops Content-Length from route handler responses (they go out chunked);
          // the dashboard's progress bar reads the size from here.
          'X-Content-Length': String(source.size),
        },
      }),
  }
}
