import { stat } from 'node:fs/promises'
import path from 'node:path'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  SanitizedCollectionConfig,
} from 'payload'

import { jsonError } from '@/lib/http/errors'
import { localCopy, objectStore, removeFiles, storeFiles } from '@/lib/storage/objectStore'

type UploadHandler = NonNullable<SanitizedCollectionConfig['upload']['handlers']>[number]

/**
 * GET /{collection}/file/{name} for a file that is not on this machine's disk: fetched from the
 * bucket when S3 is set (another machine stored it), else a 404 (Payload answers 500 and logs an
 * error; it is a wrong address). Runs after the access check, as the last handler, so a file on
 * disk is still served by Payload.
 */
const missingFile = (staticDir: string) =>
  // Payload's type allows a handler to answer or not, but not both from one async function.
  (async (_req, { params: { filename } }) => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, filename)
    // Payload itself refuses names that leave the folder.
    if (!file.startsWith(dir + path.sep)) return
    const found = await stat(await localCopy(file)).then(
      () => true,
      () => false,
    )
    if (!found) return jsonError(404, 'File not found')
  }) as UploadHandler

/** The files of one upload on disk: the file and each of its image sizes. */
const filesOf = (dir: string, doc: Record<string, unknown> | undefined): string[] => {
  if (!doc || typeof doc.filename !== 'string') return []
  const sizes = Object.values((doc.sizes ?? {}) as Record<string, { filename?: string | null }>)
  return [doc.filename, ...sizes.map((size) => size?.filename)]
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .map((name) => path.resolve(dir, name))
}

/**
 * With S3, an upload's files go to the bucket before the upload is answered (the hook runs in
 * its transaction: a failed store fails the upload, leaving no document without its file), and
 * the files it no longer has (replaced, or the document deleted) leave the bucket.
 */
const mirrorToBucket = (staticDir: string) => {
  const dir = path.resolve(staticDir)
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (!objectStore()) return doc
    const now = filesOf(dir, doc)
    const before = filesOf(dir, previousDoc)
    const changed =
      Boolean(req.file) ||
      now.join('\n') !== before.join('\n') ||
      doc.focalX !== previousDoc?.focalX ||
      doc.focalY !== previousDoc?.focalY
    if (changed) await storeFiles(now)
    const gone = before.filter((file) => !now.includes(file))
    if (gone.length > 0) await removeFiles(gone)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
    if (objectStore()) await removeFiles(filesOf(dir, doc))
  }
  return { afterChange, afterDelete }
}

export const answerMissingFiles = (collection: SanitizedCollectionConfig): void => {
  const { upload } = collection
  if (!upload || upload.disableLocalStorage) return
  const staticDir = upload.staticDir || collection.slug
  upload.handlers = [...(upload.handlers ?? []), missingFile(staticDir)]
  const mirror = mirrorToBucket(staticDir)
  collection.hooks.afterChange = [...(collection.hooks.afterChange ?? []), mirror.afterChange]
  collection.hooks.afterDelete = [...(collection.hooks.afterDelete ?? []), mirror.afterDelete]
}
