import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

import { areaPathOf } from './areas'

/**
 * Files on S3-compatible storage when S3_BUCKET is set (.env.example lists the S3_* settings),
 * so that several machines share them. Each machine keeps a working copy on its own disk, in
 * the same folders as without S3: what is written here is stored in the bucket before it is
 * used (before a rendition is marked ready, an archive announced, an upload answered), and a
 * file another machine wrote is fetched into the folder the first time it is read here. The
 * bucket is the truth; a machine's disk is a cache of it that can be lost.
 *
 * Private files (masters, renditions, zips, exports) leave the bucket only as short-lived
 * pre-signed URLs, made after the app has checked and counted the right. Nothing is stored with
 * a public ACL: the bucket stays private (deploy/README.md).
 */

export type S3Settings = {
  bucket: string
  /** Prepended to every key (`site/` puts the site under one folder of a shared bucket). */
  prefix: string
  /** How long a pre-signed download URL works. */
  urlSeconds: number
  client: S3ClientConfig
}

/** The longest a pre-signed URL may live: a download link, not a share link. */
export const MAX_URL_SECONDS = 3600
const DEFAULT_URL_SECONDS = 300

/** The S3 settings of this environment, or null when S3_BUCKET is not set (local folders). */
export const s3Settings = (
  env: Record<string, string | undefined> = process.env,
): S3Settings | null => {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const seconds = Number(env.S3_URL_SECONDS || DEFAULT_URL_SECONDS)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_URL_SECONDS) {
    throw new Error(
      `S3_URL_SECONDS must be a whole number of seconds from 1 to ${MAX_URL_SECONDS}.`,
    )
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.')
  }
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '')
  return {
    bucket,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    urlSeconds: seconds,
    client: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      // Without keys, the SDK's own chain: AWS_* variables, an instance or task role.
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: the default (a CRC trailer on every upload) is
      // refused by most S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

type Store = { settings: S3Settings; client: S3Client }

/** Every variable s3Settings reads: the store is made again only when one of them changes. */
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
  'S3_URL_SECONDS',
] as const
let memo: { signature: string; store: Store | null } | null = null

/** The bucket this process stores in, or null without S3. */
export const objectStore = (): Store | null => {
  const signature = S3_VARIABLES.map((name) => process.env[name] ?? '').join('\n')
  if (memo?.signature !== signature) {
    const settings = s3Settings()
    // Recorded after s3Settings: settings it refuses are refused again on the next call.
    memo = {
      signature,
      store: settings ? { settings, client: new S3Client(settings.client) } : null,
    }
  }
  return memo.store
}

/** The object key of a file in one of the storage folders, or null for any other file. */
export const objectKeyOf = (store: Store, file: string): string | null => {
  const found = areaPathOf(file)
  return found ? `${store.settings.prefix}${found.area}/${found.relative}` : null
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound')

/**
 * Stores files this process has just written (a no-op without S3). Large files go up in parts;
 * an error is thrown, so the caller does not announce a file the other machines cannot read.
 */
export const storeFiles = async (files: readonly string[]): Promise<void> => {
  const store = objectStore()
  if (!store) return
  await Promise.all(
    files.map(async (file) => {
      const key = objectKeyOf(store, file)
      if (!key) throw new Error(`${file} lies outside the storage folders`)
      await new Upload({
        client: store.client,
        params: { Bucket: store.settings.bucket, Key: key, Body: createReadStream(file) },
      }).done()
    }),
  )
}

/** Removes files here and, with S3, from the bucket (files already gone are not an error). */
export const removeFiles = async (files: readonly string[]): Promise<void> => {
  await Promise.all(files.map((file) => rm(file, { force: true })))
  const store = objectStore()
  if (!store || files.length === 0) return
  const keys = files.flatMap((file) => objectKeyOf(store, file) ?? [])
  // One call removes up to 1,000 keys.
  for (let start = 0; start < keys.length; start += 1000) {
    await store.client.send(
      new DeleteObjectsCommand({
        Bucket: store.settings.bucket,
        Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    )
  }
}

const fetching = new Map<string, Promise<void>>()

const fetchObject = async (store: Store, key: string, file: string): Promise<void> => {
  let body: Readable
  try {
    const answer = await store.client.send(
      new GetObjectCommand({ Bucket: store.settings.bucket, Key: key }),
    )
    body = answer.Body as Readable
  } catch (error) {
    if (isMissing(error)) return
    throw error
  }
  await mkdir(path.dirname(file), { recursive: true })
  // Written beside it and renamed: a reader never sees half a file, a crash leaves a .part.
  const temporary = `${file}.${randomUUID()}.part`
  try {
    await pipeline(body, createWriteStream(temporary))
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/**
 * `file`, on this machine's disk: fetched from the bucket when it is not here yet (parallel
 * readers wait for one fetch). A file the bucket does not hold either is left missing, so the
 * caller answers as it does for any missing file.
 */
export const localCopy = async (file: string): Promise<string> => {
  const store = objectStore()
  if (!store) return file
  const present = await stat(file).then(
    () => true,
    () => false,
  )
  if (present) return file
  const key = objectKeyOf(store, file)
  if (!key) return file
  let pending = fetching.get(file)
  if (!pending) {
    pending = fetchObject(store, key, file).finally(() => fetching.delete(file))
    fetching.set(file, pending)
  }
  await pending
  return file
}

/** The size of a stored file, or null when the bucket does not hold it. */
const storedSize = async (store: Store, key: string): Promise<number | null> => {
  try {
    const head = await store.client.send(
      new HeadObjectCommand({ Bucket: store.settings.bucket, Key: key }),
    )
    return head.ContentLength ?? 0
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

export type SignedFile = {
  size: number
  /** A URL that answers the file with these headers, for S3_URL_SECONDS. */
  url: (headers: {
    contentType?: string
    disposition?: string
    cacheControl?: string
  }) => Promise<string>
}

/**
 * A private file as a pre-signed URL, or null without S3 (or for a file outside the storage
 * folders). A file written here before S3 was set is stored first; one missing both here and in
 * the bucket throws ENOENT, as reading it from disk would.
 */
export const signedFile = async (file: string): Promise<SignedFile | null> => {
  const store = objectStore()
  const key = store && objectKeyOf(store, file)
  if (!store || !key) return null
  let size = await storedSize(store, key)
  if (size === null) {
    size = (await stat(file)).size
    await storeFiles([file])
  }
  return {
    size,
    url: ({ contentType, disposition, cacheControl = 'no-store' }) =>
      getSignedUrl(
        store.client,
        new GetObjectCommand({
          Bucket: store.settings.bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: disposition,
          ResponseCacheControl: cacheControl,
        }),
        { expiresIn: store.settings.urlSeconds },
      ),
  }
}
