import { stat } from 'node:fs/promises'
import path from 'node:path'

import { fileSource } from '@/lib/audio/byteRange'
import { renditionsDir } from '@/lib/audio/renditions/keys'
import { exportDir } from '@/lib/privacy/requests'

/**
 * The internal locations of deploy/nginx/site.conf and the folders behind them. nginx answers
 * them only after an X-Accel-Redirect from the app: asked for directly they are 404.
 */
const nginxLocations = (): Array<{ prefix: string; dir: string }> => [
  { prefix: '/_private/renditions/', dir: renditionsDir() },
  {
    prefix: '/_private/track-audio/',
    dir: path.resolve(process.env.TRACK_AUDIO_DIR || 'track-audio'),
  },
  { prefix: '/_private/exports/', dir: exportDir() },
]

/** Whether nginx with deploy/nginx/site.conf is in front and sends private files itself. */
export const behindNginx = (): boolean => process.env.BEHIND_NGINX === 'true'

/** The internal URI nginx serves `file` from, or null when it lies outside those folders. */
export const nginxFileUri = (file: string): string | null => {
  const absolute = path.resolve(file)
  for (const { prefix, dir } of nginxLocations()) {
    const relative = path.relative(dir, absolute)
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) continue
    return prefix + relative.split(path.sep).map(encodeURIComponent).join('/')
  }
  return null
}

export type PrivateFile = {
  /** Bytes the client receives (for the audit). */
  size: number
  /** The answer: the file with `headers` (the caller's Content-Type, -Disposition, caching). */
  response: (headers: Record<string, string>) => Response
}

/**
 * A private file the caller has authorised (and counted). Behind nginx the app answers with an
 * empty body and `X-Accel-Redirect`, and nginx sends the file from disk with sendfile (ranges
 * included); otherwise the file is streamed from here in chunks, never read whole. `signal` (the
 * request's) closes the file when the listener goes away.
 */
export const privateFile = async (file: string, signal?: AbortSignal): Promise<PrivateFile> => {
  const internal = behindNginx() ? nginxFileUri(file) : null
  if (internal) {
    const { size } = await stat(file)
    return {
      size,
      // nginx keeps the app's Content-Type, Content-Disposition and Cache-Control, and sets the
      // length itself.
      response: (headers) =>
        new Response(null, { headers: { ...headers, 'X-Accel-Redirect': internal } }),
    }
  }
  const source = await fileSource(file, signal)
  return {
    size: source.size,
    response: (headers) =>
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
