// The zip download of a 10-track FLAC release (issue 22): GET /api/secure/download/release/{id}
// ?format=flac, the stored zip the app builds on the release's first download and keeps on disk
// (src/lib/commerce/releaseZip.ts: ten FLAC entries and cover.jpg; the first fetch below builds
// it, its time to the first byte is reported), against nginx sending the very same zip file with
// sendfile, the real limit of serving those bytes here. Both under wrk with the same threads,
// connections and seconds, in alternating rounds. Targets: ≥ 0.8× nginx's bytes/s, and the
// app's resident memory growing by less than 50 MB while it streams.
//
// The release is made in the database for the run, then removed: ten published tracks whose
// FLAC renditions are ready, built from the demo catalogue. It has fewer than ten (eight now),
// so the others are copies of demo track rows (every column but the id): the same master, cover
// and tags give the same rendition key, so each copy's FLAC is its original's ready file and the
// zip streams ten real entries. Its cover is the demo release's artwork. A member buys it (a
// completed release purchase with its recorded tracks and a right per track with no download
// limit, as the ledger grants them), the zip is fetched once with curl and checked (ten stored
// .flac entries of the renditions' sizes, cover.jpg, every CRC right), and that file is what
// nginx serves. Short rounds of the app's load first warm it, until its memory settles (its
// first concurrent downloads allocate for good: pools, sharp's caches, the heap's working size;
// bench/lib/rssSampler.mjs); the memory growth is measured from after them, the growth during
// them kept beside. Also reported: the rendition files the app still holds open once the rounds
// are over (wrk cuts its downloads in progress when its time is up).
// With `stack` (bench/stack.mjs), the same download through nginx in front of the instances is a
// third side of the same rounds: the app checks the right and answers with X-Accel-Redirect, nginx
// sends the kept zip. The zip is then fetched (and checked) through the stack, since an instance
// behind nginx sends no bytes itself: asked directly, its figures are those answers.
// Run by `npm run bench` (bench/run.mjs), or alone:
//   node bench/run.mjs --only releaseZip
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readlink, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { startNginx } from './lib/nginx.mjs'
import { mean, median } from './lib/rounds.mjs'
import { processTreePids, processTreeRss } from './lib/rss.mjs'
import { warmUntilSettled } from './lib/rssSampler.mjs'
import { demoFanSession } from './lib/session.mjs'
import { assertClean, wrk } from './lib/wrk.mjs'

export const RELEASE_ZIP_TARGETS = { ratio: 0.8, rssGrowthMegabytes: 50 }
export const RELEASE_TRACKS = 10

const round = (value, digits = 2) => +value.toFixed(digits)
const megabytes = (bytes) => Math.round(bytes / 1024 / 1024)

const run = (command, args) =>
  new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${command} ${args.join(' ')}: ${stderr || error}`))
        : resolve(stdout),
    )
  })

/**
 * The published tracks whose one ready FLAC rendition the endpoint will serve, in catalogue
 * order, with that file. A track with none (or with several, from older tags) is left out.
 */
async function tracksWithFlac(client, renditionsDir) {
  const { rows } = await client.query(
    `SELECT t.id, t.title, min(r.filename) AS filename, count(*)::int AS ready
     FROM tracks t JOIN renditions r ON r.track_id = t.id
     WHERE t._status = 'published' AND r.format = 'flac' AND r.state = 'ready'
     GROUP BY t.id, t.title, t.position ORDER BY t.position`,
  )
  const usable = rows.filter((row) => row.ready === 1)
  if (usable.length === 0) throw new Error('No published track has a ready FLAC rendition')
  return Promise.all(
    usable.map(async (row) => {
      const file = path.join(renditionsDir, row.filename)
      return { trackId: row.id, title: row.title, file, size: (await stat(file)).size }
    }),
  )
}

/** A copy of a track row (a new id, every other column the same: same master, tags, cover). */
async function copyTrack(client, trackId) {
  const { rows: columns } = await client.query(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'tracks' AND column_name <> 'id'`,
  )
  const list = columns.map(({ column_name: name }) => `"${name}"`).join(', ')
  const {
    rows: [copy],
  } = await client.query(
    `INSERT INTO tracks (${list}) SELECT ${list} FROM tracks WHERE id = $1 RETURNING id`,
    [trackId],
  )
  return copy.id
}

/**
 * A published release of RELEASE_TRACKS tracks with ready FLAC files, dated yesterday (out, not
 * a pre-order), with the demo release's cover. Returns what `removeRelease` takes away.
 */
async function makeRelease(client, renditionsDir) {
  const available = await tracksWithFlac(client, renditionsDir)
  const entries = []
  const copies = []
  for (let index = 0; index < RELEASE_TRACKS; index += 1) {
    const original = available[index % available.length]
    const trackId =
      index < available.length ? original.trackId : await copyTrack(client, original.trackId)
    if (trackId !== original.trackId) copies.push(trackId)
    entries.push({ ...original, trackId })
  }
  const {
    rows: [demo],
  } = await client.query(
    `SELECT cover_image_id FROM releases WHERE cover_image_id IS NOT NULL ORDER BY position LIMIT 1`,
  )
  if (!demo) throw new Error('The demo catalogue has no release with a cover')
  const slug = `bench-release-zip-${randomBytes(4).toString('hex')}`
  const {
    rows: [release],
  } = await client.query(
    `INSERT INTO releases (title, slug, artist, release_type, release_date, price_mode, price,
       cover_image_id, position, _status)
     VALUES ('Bench Ten', $1, 'KAIRO', 'album', now() - interval '1 day', 'fixed', 9.99, $2, 999,
       'published')
     RETURNING id`,
    [slug, demo.cover_image_id],
  )
  // Out already: the pre-order job has nothing to open (the column comes with pre-orders).
  const { rowCount: hasOpenedAt } = await client.query(
    `SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'releases' AND column_name = 'opened_at'`,
  )
  if (hasOpenedAt) {
    await client.query(`UPDATE releases SET opened_at = release_date WHERE id = $1`, [release.id])
  }
  for (const [index, entry] of entries.entries()) {
    await client.query(
      `INSERT INTO releases_rels ("order", parent_id, path, tracks_id)
       VALUES ($1, $2, 'tracks', $3)`,
      [index + 1, release.id, entry.trackId],
    )
  }
  return { releaseId: release.id, entries, copies }
}

/**
 * The demo fan owning the release as the ledger records a paid one: a completed purchase of it,
 * its tracks in purchases_rels ('releaseTracks'), a download right per track with no limit
 * (max_access_count -1: every request of a load test counts a download of each track), and a
 * session cookie inserted directly (its token's digest, as the app stores it).
 */
async function makeBuyer(client, release) {
  const session = await demoFanSession(client)
  const user = { id: session.userId }
  const {
    rows: [purchase],
  } = await client.query(
    `INSERT INTO purchases (user_id, release_id, amount, status, stripe_payment_intent_id,
       purchase_date)
     VALUES ($1, $2, 9.99, 'completed', $3, now()) RETURNING id`,
    [user.id, release.releaseId, `pi_bench_zip_${Date.now()}`],
  )
  const trackIds = [...new Set(release.entries.map((entry) => entry.trackId))]
  for (const [index, trackId] of trackIds.entries()) {
    await client.query(
      `INSERT INTO purchases_rels ("order", parent_id, path, tracks_id)
       VALUES ($1, $2, 'releaseTracks', $3)`,
      [index + 1, purchase.id, trackId],
    )
    await client.query(
      `INSERT INTO user_file_permissions (user_id, track_id, purchase_id, file_url, permission,
         access_count, max_access_count, is_active)
       VALUES ($1, $2, $3, $4, 'download', 0, -1, true)
       ON CONFLICT (user_id, track_id) DO UPDATE
         SET is_active = true, max_access_count = -1, expires_at = NULL`,
      [user.id, trackId, purchase.id, `/api/secure/download/${trackId}`],
    )
  }
  return { ...session, purchaseId: purchase.id }
}

/** Takes away what the run made, so the benchmarks after it see the demo catalogue as seeded. */
async function removeRelease(client, release, buyer) {
  if (buyer) {
    await client.query(`DELETE FROM user_sessions WHERE id = $1`, [buyer.sessionId])
    await client.query(`DELETE FROM purchases WHERE id = $1`, [buyer.purchaseId])
    if (release.copies.length) {
      await client.query(
        `DELETE FROM user_file_permissions WHERE user_id = $1 AND track_id = ANY($2::uuid[])`,
        [buyer.userId, release.copies],
      )
    }
  }
  await client.query(`DELETE FROM releases WHERE id = $1`, [release.releaseId])
  if (release.copies.length) {
    await client.query(`DELETE FROM tracks WHERE id = ANY($1::uuid[])`, [release.copies])
  }
}

/** The app's processes: one process tree (`pid`), or the stack's instances (`pids`, `rss`). */
const appPids = (app) => (app.pids ? app.pids() : processTreePids(app.pid))
const appRss = (app) => (app.rss ? app.rss() : processTreeRss(app.pid))

/** How many files under `dir` the app's processes hold open now. */
async function openFilesUnder(app, dir) {
  let count = 0
  for (const each of await appPids(app)) {
    const fds = await readdir(`/proc/${each}/fd`).catch(() => [])
    for (const fd of fds) {
      const target = await readlink(`/proc/${each}/fd/${fd}`).catch(() => '')
      if (target.startsWith(`${dir}/`)) count += 1
    }
  }
  return count
}

/** One download with curl: its HTTP status, bytes and time to the first byte. */
async function curl(url, output, headers = {}) {
  const out = await run('/usr/bin/curl', [
    ...['-sS', '-o', output, '-w', '%{http_code} %{size_download} %{time_starttransfer}'],
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ])
  const [status, bytes, firstByte] = out.trim().split(' ')
  return { status: Number(status), bytes: Number(bytes), firstByteMs: Number(firstByte) * 1000 }
}

/** The zip's entries as Python's zipfile reads them, and the first entry whose CRC is wrong. */
const INSPECT = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    entries = [{"name": i.filename, "size": i.file_size, "stored": i.compress_type == 0}
               for i in archive.infolist()]
    print(json.dumps({"entries": entries, "badCrc": archive.testzip()}))
`

/** The zip must be the release: its FLAC files in order, stored whole, then the cover. */
async function checkZip(file, release) {
  const { entries, badCrc } = JSON.parse(await run('python3', ['-c', INSPECT, file]))
  const flac = entries.filter((entry) => entry.name.endsWith('.flac'))
  const problems = [
    ...(badCrc ? [`bad CRC in ${badCrc}`] : []),
    ...(flac.length !== RELEASE_TRACKS ? [`${flac.length} .flac entries`] : []),
    ...(entries.some((entry) => entry.name === 'cover.jpg') ? [] : ['no cover.jpg']),
    ...(entries.length !== RELEASE_TRACKS + 1 ? [`${entries.length} entries in all`] : []),
    ...entries.filter((entry) => !entry.stored).map((entry) => `${entry.name} compressed`),
    ...release.entries
      .filter((entry, index) => flac[index]?.size !== entry.size)
      .map((entry) => `"${entry.title}" is not its ${entry.size}-byte FLAC`),
  ]
  if (problems.length) throw new Error(`The release zip is wrong: ${problems.join('; ')}`)
  return entries
}

/**
 * @param app {{ baseUrl: string, databaseUrl: string, renditionsDir: string, pid?: number,
 *   pids?: () => Promise<number[]>, rss?: () => Promise<number> }}
 * @param options {{ stack?: { baseUrl: string } | null, rounds?: number, seconds?: number,
 *   warmUpSeconds?: number, connections?: number, threads?: number, port?: number }}
 */
export async function benchReleaseZip(
  app,
  {
    stack = null,
    rounds = 2,
    seconds = 4,
    warmUpSeconds = 2,
    connections = 4,
    threads = 2,
    port = 3406,
  } = {},
) {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-release-zip-'))
  const client = new pg.Client({ connectionString: app.databaseUrl })
  await client.connect()
  let release = null
  let buyer = null
  let nginx = null
  try {
    release = await makeRelease(client, app.renditionsDir)
    buyer = await makeBuyer(client, release)
    const download = `/api/secure/download/release/${release.releaseId}?format=flac`
    const appUrl = `${app.baseUrl}${download}`
    const stackUrl = stack ? `${stack.baseUrl}${download}` : null
    const headers = { cookie: buyer.cookie }

    const zipFile = path.join(work, 'release.zip')
    const fetched = await curl(stackUrl ?? appUrl, zipFile, headers)
    if (fetched.status !== 200) throw new Error(`The release zip answered ${fetched.status}`)
    const zipBytes = (await stat(zipFile)).size
    const entries = await checkZip(zipFile, release)
    // Behind nginx the instance answers with X-Accel-Redirect and no body.
    const direct = stack ? await curl(appUrl, '/dev/null', headers) : fetched
    const appSendsZip = direct.status === 200 && direct.bytes === zipBytes
    if (!appSendsZip && !(stack && direct.status === 200 && direct.bytes === 0)) {
      throw new Error(`The app answered ${direct.status} with ${direct.bytes} bytes`)
    }

    nginx = await startNginx({ root: work, port })
    const nginxUrl = `${nginx.baseUrl}/release.zip`
    const served = await curl(nginxUrl, '/dev/null')
    if (served.status !== 200 || served.bytes !== zipBytes) {
      throw new Error(`nginx served ${served.bytes} bytes (${served.status}), not ${zipBytes}`)
    }
    // The app's sides: the app asked directly, and the stack in front of it when there is one.
    // What one download costs before its first byte (the checks; the first one also built the
    // zip), for context.
    const appSides = { app: appUrl, ...(stackUrl ? { stack: stackUrl } : {}) }
    const firstByte = { app: [], stack: [], nginx: [] }
    for (let index = 0; index < 3; index += 1) {
      for (const [side, url] of Object.entries(appSides)) {
        firstByte[side].push((await curl(url, '/dev/null', headers)).firstByteMs)
      }
      firstByte.nginx.push((await curl(nginxUrl, '/dev/null')).firstByteMs)
    }

    const options = { threads, connections, seconds, latency: false, timeoutSeconds: 30 }
    const openBefore = await openFilesUnder(app, app.renditionsDir)
    const rssCold = await appRss(app)
    const warmUp = await warmUntilSettled(
      async () => {
        for (const url of Object.values(appSides)) {
          assertClean(await wrk(url, { ...options, seconds: warmUpSeconds, headers }), url)
        }
      },
      () => appRss(app),
    )
    const rssBefore = await appRss(app)
    let rssPeak = rssBefore
    let sampling = false
    const sampler = setInterval(async () => {
      if (sampling) rssPeak = Math.max(rssPeak, await appRss(app))
    }, 200)
    const runs = { app: [], stack: [], nginx: [] }
    try {
      // Alternating rounds, so that other work on the machine lands on every side; the app's
      // memory is sampled while it streams (or answers for the stack).
      for (let index = 0; index < rounds; index += 1) {
        sampling = true
        for (const [side, url] of Object.entries(appSides)) {
          runs[side].push(assertClean(await wrk(url, { ...options, headers }), url))
        }
        sampling = false
        runs.nginx.push(assertClean(await wrk(nginxUrl, options), nginxUrl))
      }
    } finally {
      clearInterval(sampler)
    }
    const rssAfter = await appRss(app)
    // The downloads wrk cut off at the end of each app round have had time to close their files.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const openAfter = await openFilesUnder(app, app.renditionsDir)
    const figures = (list) => ({
      bytesPerSecond: Math.round(mean(list.map((one) => one.bytesPerSecond))),
      megabytesPerSecond: round(mean(list.map((one) => one.megabytesPerSecond)), 1),
      rounds: list.map((one) => round(one.megabytesPerSecond, 1)),
      downloadsPerSecond: round(mean(list.map((one) => one.requestsPerSecond)), 2),
      downloads: list.reduce((sum, one) => sum + one.requests, 0),
    })
    const side = (name) => ({
      ...figures(runs[name]),
      firstByteMs: round(median(firstByte[name]), 1),
    })
    const appSide = {
      ...side('app'),
      // When false, its answers are X-Accel-Redirects for nginx: downloads per second are the
      // answers, and the bytes are none.
      sendsZip: appSendsZip,
      // The very first download, which built the zip (through the stack when there is one).
      firstDownloadFirstByteMs: round(fetched.firstByteMs, 1),
    }
    const nginxSide = side('nginx')
    const ratioToNginx = (measured) => round(measured.bytesPerSecond / nginxSide.bytesPerSecond, 3)
    const stackSide = stack ? side('stack') : undefined
    if (stackSide) stackSide.ratio = ratioToNginx(stackSide)
    return {
      tracks: RELEASE_TRACKS,
      distinctFlacFiles: new Set(release.entries.map((entry) => entry.file)).size,
      zipMegabytes: round(zipBytes / 1024 / 1024, 1),
      zipBytes,
      entries: entries.map((entry) => `${entry.name} (${entry.size})`),
      connections,
      threads,
      secondsPerRound: seconds,
      rounds,
      warmUpSeconds,
      app: appSide,
      stack: stackSide,
      nginx: nginxSide,
      ratio: appSendsZip ? ratioToNginx(appSide) : null,
      target: RELEASE_ZIP_TARGETS.ratio,
      rssMegabytes: {
        before: megabytes(rssBefore),
        peak: megabytes(rssPeak),
        after: megabytes(rssAfter),
        growth: megabytes(rssPeak - rssBefore),
        target: RELEASE_ZIP_TARGETS.rssGrowthMegabytes,
        beforeWarmUp: megabytes(rssCold),
        grownDuringWarmUp: megabytes(rssBefore - rssCold),
        warmUpPasses: warmUp.passes,
        settledAfterWarmUp: warmUp.settled,
      },
      // Each app run of wrk (the warm-up and every round) ends with up to `connections`
      // downloads cut off mid-zip: a file left open by one of them is still counted here.
      renditionFilesOpen: { before: openBefore, after: openAfter },
    }
  } finally {
    await nginx?.stop()
    if (release) await removeRelease(client, release, buyer)
    await client.end()
    await rm(work, { recursive: true, force: true })
  }
}
