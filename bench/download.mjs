// The authorised download (GET /api/secure/download/{trackId}, no format: the MP3 320 rendition
// of the track's lossless master), grown to 20 MB, against the same file from a plain static
// file server on this machine: throughput ratio, and the app's resident memory while it
// streams. Run by `npm run bench` (bench/run.mjs). bench/formats.mjs downloads a FLAC.
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { load } from './lib/load.mjs'
import { startReferenceServer } from './lib/reference.mjs'
import { processTreeRss } from './lib/rss.mjs'
import { demoFanSession } from './lib/session.mjs'

export const FILE_BYTES = 20 * 1024 * 1024

/** Grows a track's MP3 on disk to 20 MB (whole copies of the MP3: still a valid stream). */
export async function growMp3(file) {
  const original = await fs.readFile(file)
  const copies = Math.ceil(FILE_BYTES / original.length)
  await fs.writeFile(file, Buffer.concat(Array.from({ length: copies }, () => original)))
  return (await fs.stat(file)).size
}

/**
 * A member who bought the track: a session cookie, a completed purchase and its right, with no
 * limit on its downloads (max_access_count -1), since every request of a load test counts.
 */
export async function buyer(databaseUrl, trackId) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const session = await demoFanSession(client)
    const user = { id: session.userId }
    const {
      rows: [purchase],
    } = await client.query(
      `INSERT INTO purchases (user_id, track_id, amount, status, stripe_payment_intent_id,
         purchase_date)
       VALUES ($1, $2, 1.99, 'completed', $3, now()) RETURNING id`,
      [user.id, trackId, `pi_bench_${Date.now()}`],
    )
    await client.query(
      `INSERT INTO user_file_permissions (user_id, track_id, purchase_id, file_url, permission)
       VALUES ($1, $2, $3, $4, 'download')
       ON CONFLICT (user_id, track_id) DO UPDATE
         SET is_active = true, max_access_count = -1, expires_at = NULL`,
      [user.id, trackId, purchase.id, `/api/secure/download/${trackId}`],
    )
    return session.cookie
  } finally {
    await client.end()
  }
}

/** The first paid track of the catalogue, and the file of its ready rendition in `format`. */
export async function firstPaidRendition(databaseUrl, format) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const {
      rows: [track],
    } = await client.query(
      `SELECT t.id FROM tracks t
       WHERE t.price > 0 AND t._status = 'published' ORDER BY t.position LIMIT 1`,
    )
    if (!track) throw new Error('The demo catalogue has no paid track')
    const { rows } = await client.query(
      `SELECT r.filename FROM renditions r
       WHERE r.track_id = $1 AND r.format = $2 AND r.state = 'ready'`,
      [track.id, format],
    )
    if (rows.length !== 1) {
      throw new Error(`Track ${track.id} has ${rows.length} ready ${format} renditions, not 1`)
    }
    return { trackId: track.id, filename: rows[0].filename }
  } finally {
    await client.end()
  }
}

/** Records a rendition file's new size in the ledger, after a benchmark replaced the file. */
export async function setRenditionSize(databaseUrl, trackId, format, size) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `UPDATE renditions SET size = $3, updated_at = now()
       WHERE track_id = $1 AND format = $2 AND state = 'ready'`,
      [trackId, format, size],
    )
  } finally {
    await client.end()
  }
}

/**
 * @param app {{ baseUrl: string, databaseUrl: string, renditionsDir: string, pid: number }}
 */
export async function benchDownload(
  app,
  { connections = 4, downloadsPerConnection = 1, rounds = 4, port = 3404 } = {},
) {
  // What the call without a format serves for the demo's lossless (WAV) masters.
  const rendition = await firstPaidRendition(app.databaseUrl, 'mp3-320')
  const file = path.join(app.renditionsDir, rendition.filename)
  const bytes = await growMp3(file)
  await setRenditionSize(app.databaseUrl, rendition.trackId, 'mp3-320', bytes)
  const cookie = await buyer(app.databaseUrl, rendition.trackId)
  const downloadUrl = `${app.baseUrl}/api/secure/download/${rendition.trackId}`

  const check = await fetch(downloadUrl, { headers: { cookie } })
  if (check.status !== 200) throw new Error(`Authorised download answered ${check.status}`)
  if ((await check.arrayBuffer()).byteLength !== bytes) throw new Error('Short download')

  // The same file, streamed from disk by the plain server (no memory copy: it is 20 MB).
  const reference = await startReferenceServer({ '/track.mp3': { file, type: 'audio/mpeg' } }, port)
  try {
    const baselineRss = await processTreeRss(app.pid)
    let peakRss = baselineRss
    const sampler = setInterval(async () => {
      peakRss = Math.max(peakRss, await processTreeRss(app.pid))
    }, 200)
    // Alternating rounds, as in the other load tests, so other work on the machine hits both.
    // Whole downloads, timed: every connection fetches the same number of files per round.
    const amount = connections * downloadsPerConnection
    const runs = { served: [], plain: [] }
    for (let round = 0; round < rounds; round += 1) {
      runs.served.push(await load(downloadUrl, { connections, amount, headers: { cookie } }))
      runs.plain.push(await load(`${reference.baseUrl}/track.mp3`, { connections, amount }))
    }
    clearInterval(sampler)
    const total = (side, field) => runs[side].reduce((sum, run) => sum + run[field], 0)
    const mbps = (side) => total(side, 'totalBytes') / total(side, 'duration') / 1024 / 1024
    return {
      fileMegabytes: +(bytes / 1024 / 1024).toFixed(1),
      connections,
      rounds,
      downloadsPerRound: amount,
      seconds: {
        app: +total('served', 'duration').toFixed(1),
        static: +total('plain', 'duration').toFixed(1),
      },
      app: {
        megabytesPerSecond: +mbps('served').toFixed(1),
        downloads: total('served', 'totalCompletedRequests'),
      },
      static: {
        megabytesPerSecond: +mbps('plain').toFixed(1),
        downloads: total('plain', 'totalCompletedRequests'),
      },
      ratio: +(mbps('served') / mbps('plain')).toPrecision(3),
      target: 0.8,
      rssMegabytes: {
        before: +(baselineRss / 1024 / 1024).toFixed(0),
        peak: +(peakRss / 1024 / 1024).toFixed(0),
      },
    }
  } finally {
    await reference.stop()
  }
}
