import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { FORMATS } from '@/lib/audio/ffmpeg/formats'
import { resolveDownloadFile } from '@/lib/audio/renditions/downloadFile'
import { RETRY_AFTER_SECONDS } from '@/lib/audio/renditions/states'
import { liveSessionOf } from '@/lib/auth/requestUser'
import { cachedIfFound } from '@/lib/cache/memo'
import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { authoriseOwnedFiles, countDownloads } from '@/lib/commerce/fileAccess'
import { isPreOrder, releaseHeldError } from '@/lib/commerce/preOrders'
import {
  archiveName,
  cachedReleaseZip,
  entryName,
  type ZipPart,
  zipKey,
} from '@/lib/commerce/releaseZip'
import { jsonError, notReadyError } from '@/lib/http/errors'
import { privateFile } from '@/lib/http/privateFile'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { localCopy } from '@/lib/storage/objectStore'
import { isId } from '@/lib/validation/ids'
import type { Media, Release } from '@/payload-types'

const NOT_FOUND = 'Release not found'
/** A download that could not be prepared (a zip not built, a handler that failed). */
export const DOWNLOAD_FAILED = 'The download could not be prepared. Please try again.'

/** The release's artwork as `cover.jpg` (at most 1400 px), or nothing when it has none. */
const coverJpeg = async (
  payload: Payload,
  cover: Release['coverImage'],
): Promise<Buffer | null> => {
  if (!cover || typeof cover !== 'object' || !(cover as Media).filename) return null
  const staticDir = payload.collections.media.config.upload.staticDir ?? 'media'
  const file = path.resolve(staticDir, (cover as Media).filename!)
  try {
    return await sharp(await localCopy(file))
      .resize(1400, 1400, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Release cover ${file} could not be read` })
    return null
  }
}

/**
 * A published release with its cover, from the catalogue memo: every zip of a release asks for
 * it, and a change to a release, a track or an image clears the memo on every instance. Shared
 * between requests: read, never changed.
 */
const findPublishedRelease = (payload: Payload, releaseId: string): Promise<Release | null> =>
  cachedIfFound(`release-download:${releaseId}`, async () => {
    const { docs } = await payload.find({
      collection: 'releases',
      where: { id: { equals: releaseId } },
      depth: 1,
      populate: { tracks: { title: true } },
      limit: 1,
      pagination: false,
      overrideAccess: false,
      user: null,
    })
    return docs[0] ?? null
  })

/**
 * GET /api/secure/download/release/{id}?format=flac: the tracks of a published release the
 * member owns (by buying it, or its tracks one by one), in its order, as one zip with
 * `cover.jpg`. The same rights as each track's own download, checked before a byte is sent; a
 * format not ready for every track answers 503 with Retry-After at once and costs nothing; once
 * served, each track's download is counted and the whole is audited once. The zip is built on the
 * first download of these files and kept (src/lib/commerce/releaseZip.ts).
 */
export const releaseDownload = async (request: Request, releaseId: string): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await liveSessionOf(payload, request)
  if (!signedIn) return jsonError(401, 'Unauthorized')
  const userId = signedIn.userId
  if (!isId(releaseId)) return jsonError(404, NOT_FOUND)

  const release = await findPublishedRelease(payload, releaseId)
  if (!release) return jsonError(404, NOT_FOUND)
  // A pre-order comes as one zip on its day (its teasers download one by one before).
  if (isPreOrder(release.releaseDate)) return jsonError(403, releaseHeldError(release.releaseDate))

  const listed = (release.tracks ?? []).map((entry) =>
    typeof entry === 'string' ? entry : entry.id,
  )
  const masters = (
    await Promise.all(listed.map((id) => findTrackMaster(payload, id, { memo: true })))
  ).filter((master) => master !== null)
  // What the member owns of it, and every right of those, in one query: nothing is counted
  // unless all of it can be sent.
  const allowed = await authoriseOwnedFiles(payload, userId, masters)
  if (!allowed.ok) return jsonError(allowed.status, allowed.error)
  const mine = allowed.owned
  if (mine.length === 0) return jsonError(403, 'Purchase this release to download it.')
  const requested = new URL(request.url).searchParams.get('format')
  const files: Array<{ file: string; filename: string }> = []
  for (const master of mine) {
    const chosen = resolveDownloadFile(master, requested, { byTitle: true })
    if (!chosen.ok) {
      return chosen.status === 503
        ? notReadyError(chosen.error, chosen.state, RETRY_AFTER_SECONDS)
        : jsonError(chosen.status, chosen.error)
    }
    files.push(chosen)
  }
  const ext = path.extname(files[0].filename).slice(1)
  const format = Object.values(FORMATS).find((each) => each.ext === ext && each.forSale)
  const tracks = mine.map((master, index) => ({
    name: entryName(index + 1, mine.length, master.title, ext),
    file: files[index].file,
  }))
  const cover = release.coverImage
  const key = zipKey([
    ...tracks.map((part) => [part.name, path.basename(part.file)] as const),
    [
      'cover.jpg',
      cover && typeof cover === 'object' ? `${cover.id}:${cover.updatedAt}` : 'none',
    ] as const,
  ])
  let file: string
  try {
    file = await cachedReleaseZip(key, async (): Promise<ZipPart[]> => {
      await Promise.all(tracks.map((part) => localCopy(part.file)))
      const jpeg = await coverJpeg(payload, cover)
      return jpeg ? [...tracks, { name: 'cover.jpg', data: jpeg }] : tracks
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Release ${release.id} zip could not be built` })
    return jsonError(500, DOWNLOAD_FAILED)
  }
  const zip = await privateFile(file, request.signal)
  const filename = archiveName(release.artist, release.title, format?.label ?? ext.toUpperCase())
  // Counted once the whole zip can be sent, every track or none, and audited once with it.
  const counted = await countDownloads(payload, userId, mine, {
    eventType: 'release_downloaded',
    action: 'Release downloaded',
    user: userId,
    sessionId: signedIn.sessionId,
    resourceType: 'releases',
    resourceId: release.id,
    details: {
      tracks: mine.map((master) => master.trackId),
      bytes: zip.size,
      filename,
    },
    meta: requestMeta(request),
  })
  if (!counted.ok) return jsonError(counted.status, counted.error)
  return zip.response({
    'Content-Type': 'application/zip',
    // The name as typed (RFC 6266's filename*), and a plain ASCII one for old clients.
    'Content-Disposition':
      `attachment; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; ` +
      `filename*=UTF-8''${encodeURIComponent(filename)}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
