import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { SanitizedCollectionConfig } from 'payload'

import { jsonError } from '@/lib/http/errors'

type UploadHandler = NonNullable<SanitizedCollectionConfig['upload']['handlers']>[number]

/**
 * GET /{collection}/file/{name} for a file that is not on disk: Payload answers 500 (and logs an
 * error); it is a wrong address, so a 404. Runs after the access check, as the last handler, so
 * a file that exists is still served by Payload.
 */
const missingFile = (staticDir: string) =>
  // Payload's type allows a handler to answer or not, but not both from one async function.
  (async (_req, { params: { filename } }) => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, filename)
    // Payload itself refuses names that leave the folder.
    if (!file.startsWith(dir + path.sep)) return
    const found = await stat(file).then(
      () => true,
      () => false,
    )
    if (!found) return jsonError(404, 'File not found')
  }) as UploadHandler

export const answerMissingFiles = (collection: SanitizedCollectionConfig): void => {
  const { upload } = collection
  if (!upload || upload.disableLocalStorage) return
  upload.handlers = [...(upload.handlers ?? []), missingFile(upload.staticDir || collection.slug)]
}
