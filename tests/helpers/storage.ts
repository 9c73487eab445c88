import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { MAX_URL_SECONDS, s3Settings } from '@/lib/storage/objectStore'

/** The bucket the S3 runs of the integration suite store in. */
export const TEST_BUCKET = 'artist-test'

/**
 * A local S3-compatible server (s3rver, from the npm registry) on a free port, with the test
 * bucket, and the S3_* variables that point the app at it. s3rver does not check V4 signatures
 * or ACLs: the tests check what the app signs and sets, not what S3 enforces.
 */
export const startS3 = async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'artist-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  })
  const { port } = (await server.run()) as { port: number }
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const close = async () => {
    await server.close()
    await rm(directory, { recursive: true, force: true })
  }
  return { env, directory, close }
}

/**
 * What a browser does with a download's answer: with S3 set, the app answers 302 to a pre-signed
 * URL of the bucket (checked here: signed, short-lived, on the configured endpoint) and the
 * browser fetches it; without S3 the answer is the file itself.
 */
export const followDownload = async (response: Response): Promise<Response> => {
  const settings = s3Settings()
  if (!settings || response.status !== 302) return response
  const location = new URL(response.headers.get('location') ?? '')
  const endpoint = new URL(String(settings.client.endpoint))
  if (location.origin !== endpoint.origin) throw new Error(`Redirected off the bucket: ${location}`)
  const expires = Number(location.searchParams.get('X-Amz-Expires'))
  if (!location.searchParams.get('X-Amz-Signature') || !(expires > 0 && expires <= MAX_URL_SECONDS))
    throw new Error(`Not a short-lived pre-signed URL: ${location}`)
  if (response.headers.get('cache-control') !== 'no-store')
    throw new Error('A pre-signed URL must not be cached')
  return fetch(location)
}
