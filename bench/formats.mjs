// The files the shop makes from one lossless master with ffmpeg (issue 21), three ways:
// 1. Transcoding speed: a 60 s stereo 44.1 kHz 24-bit WAV made into every format the app
//    builds from it (the sold ones and the player's stream) by the app's own renderRendition,
//    as its renditions job does: wall seconds and CPU seconds per minute of audio, each format
//    and the whole set. Reported, with no target: it says what an upload costs the machine.
// 2. The job must not starve the web server: GET /api/tracks under wrk while idle, then while
//    the whole set is transcoded again and again in the background at the niceness the app
//    gives ffmpeg (runTool's os.setPriority 10), in alternating rounds. Target: busy ≥ 0.7×
//    idle requests/s.
// 3. The authorised FLAC download of a 5-minute track (the file renderRendition makes, put in
//    place of the first paid track's FLAC) against nginx sending the same bytes with sendfile,
//    the real limit of serving a file here, both under wrk in alternating rounds. Target ≥ 0.8×
//    nginx's MB/s, with the app's resident memory growing by less than 50 MB meanwhile.
// Run by `npm run bench` (bench/run.mjs). The renders run in a child process
// (bench/lib/render-formats.ts, through tsx), since the library is TypeScript.
import { createHash } from 'node:crypto'
import { execFile, spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { setPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

import { buyer, firstPaidRendition, setRenditionSize } from './download.mjs'
import { startNginx } from './lib/nginx.mjs'
import { processTreeRss } from './lib/rss.mjs'
import { assertClean, wrk } from './lib/wrk.mjs'

export const FORMATS_TARGETS = { busyRatio: 0.7, downloadRatio: 0.8, rssGrowthMegabytes: 50 }

const FFMPEG = '/usr/bin/ffmpeg'
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RUNNER = fileURLToPath(new URL('./lib/render-formats.ts', import.meta.url))
/** The niceness src/lib/audio/ffmpeg/run.ts gives every ffmpeg and ffprobe it starts. */
const TRANSCODE_NICENESS = 10

const ffmpeg = (args) =>
  new Promise((resolve, reject) => {
    execFile(FFMPEG, ['-nostdin', '-y', '-hide_banner', '-v', 'error', ...args], (error, _, err) =>
      error ? reject(new Error(`ffmpeg ${args.join(' ')}: ${err || error}`)) : resolve(),
    )
  })

/**
 * A master of `seconds` of audio: a tone on the left, pink noise on the right (or noise on
 * both), so the encoders have music-like work rather than a pure tone they would compress to
 * nothing.
 */
async function synthesiseMaster(file, { seconds, codec, noiseOnBoth = false }) {
  const source = (filter) => [
    '-f',
    'lavfi',
    '-i',
    `${filter}:sample_rate=44100:duration=${seconds}`,
  ]
  const noise = (seed) => `anoisesrc=color=pink:amplitude=0.3:seed=${seed}`
  await ffmpeg([
    ...source(noiseOnBoth ? noise(1) : 'sine=frequency=440'),
    ...source(noise(2)),
    ...['-filter_complex', '[0:a][1:a]amerge=inputs=2[a]', '-map', '[a]'],
    ...['-c:a', codec, file],
  ])
  return file
}

/** A 500 px JPEG, the size of cover the renditions job embeds (build.ts, COVER_PIXELS). */
async function synthesiseCover(file) {
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=500x500', '-frames:v', '1', '-q:v', '3', file])
  return file
}

/**
 * Starts bench/lib/render-formats.ts on `master`, in its own process group so that stopping it
 * stops its ffmpeg too. `results` resolves with its per-format lines once it exits; `ready`
 * once it has loaded and begins rendering; `onResult` sees each line as it comes.
 */
function startRenders({ master, outDir, cover, formats = ['all'], loop = false, nice = 0 }) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', RUNNER, ...(loop ? ['--loop'] : []), master, outDir, cover, ...formats],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  if (nice) setPriority(child.pid, nice)
  const results = []
  let markReady
  const ready = new Promise((resolve) => (markReady = resolve))
  createInterface({ input: child.stdout }).on('line', (line) => {
    const parsed = JSON.parse(line)
    if (parsed.ready) markReady(parsed.formats)
    else results.push(parsed)
  })
  let stopping = false
  const exited = new Promise((resolve, reject) =>
    child.once('exit', (code, signal) =>
      code === 0 || stopping
        ? resolve(results)
        : reject(new Error(`render-formats exited with ${code ?? signal}`)),
    ),
  )
  return {
    ready: Promise.race([ready, exited.then(() => [])]),
    results: exited,
    stop: async () => {
      stopping = true
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL')
      return exited
    },
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const round = (value, digits = 2) => +value.toFixed(digits)
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

/** 1. Each format rendered `runs` times in sequence; the median of each figure per format. */
async function transcodingSpeed(work, cover, runs) {
  const master = await synthesiseMaster(path.join(work, 'master-60s.wav'), {
    seconds: 60,
    codec: 'pcm_s24le',
  })
  const outDir = path.join(work, 'speed')
  await mkdir(outDir)
  const all = []
  for (let run = 0; run < runs; run += 1) {
    all.push(...(await startRenders({ master, outDir, cover }).results))
  }
  const formats = [...new Set(all.map((result) => result.format))]
  const perFormat = formats.map((format) => {
    const mine = all.filter((result) => result.format === format)
    const cpu = mine.map((result) => result.cpuSeconds.node + result.cpuSeconds.tools)
    const wallSeconds = median(mine.map((result) => result.wallSeconds))
    const cpuSeconds = median(cpu)
    const minutes = mine[0].audioSeconds / 60
    return {
      format,
      megabytes: round(mine[0].size / 1024 / 1024),
      wallSeconds: round(wallSeconds),
      cpuSeconds: round(cpuSeconds),
      cpuSecondsPerAudioMinute: round(cpuSeconds / minutes),
      ffmpegShareOfCpu: round(median(mine.map((r) => r.cpuSeconds.tools)) / cpuSeconds),
    }
  })
  const audioSeconds = all[0].audioSeconds
  const wallSeconds = perFormat.reduce((sum, format) => sum + format.wallSeconds, 0)
  const cpuSeconds = perFormat.reduce((sum, format) => sum + format.cpuSeconds, 0)
  return {
    master: '60 s, 44.1 kHz, stereo, 24-bit WAV (tone + pink noise), 500 px JPEG cover',
    audioSeconds,
    runs,
    formats: perFormat,
    wholeSet: {
      wallSeconds: round(wallSeconds),
      cpuSeconds: round(cpuSeconds),
      cpuSecondsPerAudioMinute: round(cpuSeconds / (audioSeconds / 60)),
      // How many minutes of audio one core turns into the whole set per minute.
      realTimeFactor: round(audioSeconds / wallSeconds, 1),
    },
  }
}

/** The figures of one side of an alternating wrk comparison. */
const side = (runs) => ({
  requestsPerSecond: Math.round(mean(runs.map((run) => run.requestsPerSecond))),
  rounds: runs.map((run) => Math.round(run.requestsPerSecond)),
  latencyMs: {
    p50: round(median(runs.map((run) => run.latencyMs.p50))),
    p99: round(median(runs.map((run) => run.latencyMs.p99))),
  },
})

/** 2. /api/tracks idle, then with the whole set transcoding in a loop, in alternating rounds. */
async function apiUnderTranscode(app, work, cover, { rounds, seconds, connections }) {
  const master = path.join(work, 'master-60s.wav')
  const url = `${app.baseUrl}/api/tracks`
  const load = async () => assertClean(await wrk(url, { threads: 1, connections, seconds }), url)
  await wrk(url, { threads: 1, connections, seconds: 2 })
  const idle = []
  const busy = []
  let rendered = 0
  let transcodedSeconds = 0
  for (let round = 0; round < rounds; round += 1) {
    idle.push(await load())
    const outDir = await mkdtemp(path.join(work, 'busy-'))
    const job = startRenders({ master, outDir, cover, loop: true, nice: TRANSCODE_NICENESS })
    try {
      await job.ready
      busy.push(await load())
    } finally {
      const done = await job.stop()
      rendered += done.length
      transcodedSeconds += done.reduce((sum, result) => sum + result.audioSeconds, 0)
      await rm(outDir, { recursive: true, force: true })
    }
  }
  const idleSide = side(idle)
  const busySide = side(busy)
  return {
    connections,
    secondsPerRound: seconds,
    rounds,
    niceness: TRANSCODE_NICENESS,
    idle: idleSide,
    busy: busySide,
    // That the background work really ran: renders finished during the busy rounds.
    rendersDuringBusyRounds: rendered,
    audioMinutesTranscodedPerMinute: round(transcodedSeconds / (rounds * seconds), 1),
    ratio: round(busySide.requestsPerSecond / idleSide.requestsPerSecond, 3),
    target: FORMATS_TARGETS.busyRatio,
  }
}

const sha256 = (file) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })

/** The download must be exactly the file we put in place (not another key's, not cut short). */
async function checkServes(url, headers, digest, label) {
  const response = await fetch(url, { headers })
  if (response.status !== 200) throw new Error(`${label} answered ${response.status}`)
  const body = Buffer.from(await response.arrayBuffer())
  if (createHash('sha256').update(body).digest('hex') !== digest) {
    throw new Error(`${label} served other bytes than the 5-minute FLAC (${body.length} bytes)`)
  }
}

/** 3. The FLAC download of a 5-minute track against nginx, and the app's memory meanwhile. */
async function flacDownload(app, work, cover, { rounds, seconds, connections, threads, port }) {
  const master = await synthesiseMaster(path.join(work, 'master-5min.wav'), {
    seconds: 300,
    codec: 'pcm_s16le',
    noiseOnBoth: true,
  })
  const renderDir = path.join(work, 'flac')
  await mkdir(renderDir)
  const [rendered] = await startRenders({ master, outDir: renderDir, cover, formats: ['flac'] })
    .results
  const rendition = await firstPaidRendition(app.databaseUrl, 'flac')
  await copyFile(rendered.file, path.join(app.renditionsDir, rendition.filename))
  await setRenditionSize(app.databaseUrl, rendition.trackId, 'flac', rendered.size)
  const nginxRoot = path.join(work, 'nginx-root')
  await mkdir(nginxRoot)
  await copyFile(rendered.file, path.join(nginxRoot, 'track.flac'))
  const digest = await sha256(rendered.file)

  const cookie = await buyer(app.databaseUrl, rendition.trackId)
  const appUrl = `${app.baseUrl}/api/secure/download/${rendition.trackId}?format=flac`
  await checkServes(appUrl, { cookie }, digest, 'The app’s FLAC download')
  const nginx = await startNginx({ root: nginxRoot, port })
  try {
    const nginxUrl = `${nginx.baseUrl}/track.flac`
    await checkServes(nginxUrl, {}, digest, 'nginx')
    const options = { threads, connections, seconds, latency: false, timeoutSeconds: 30 }
    const rssBefore = await processTreeRss(app.pid)
    let rssPeak = rssBefore
    const sampler = setInterval(async () => {
      rssPeak = Math.max(rssPeak, await processTreeRss(app.pid))
    }, 200)
    const runs = { app: [], nginx: [] }
    try {
      // Alternating rounds, so that other work on the machine lands on both sides.
      for (let round = 0; round < rounds; round += 1) {
        runs.app.push(assertClean(await wrk(appUrl, { ...options, headers: { cookie } }), appUrl))
        runs.nginx.push(assertClean(await wrk(nginxUrl, options), nginxUrl))
      }
    } finally {
      clearInterval(sampler)
    }
    const figures = (list) => ({
      megabytesPerSecond: round(mean(list.map((run) => run.megabytesPerSecond)), 1),
      rounds: list.map((run) => round(run.megabytesPerSecond, 1)),
      downloadsPerSecond: round(mean(list.map((run) => run.requestsPerSecond)), 1),
    })
    const appSide = figures(runs.app)
    const nginxSide = figures(runs.nginx)
    const megabytes = (bytes) => Math.round(bytes / 1024 / 1024)
    return {
      fileMegabytes: round((await stat(rendered.file)).size / 1024 / 1024, 1),
      audio: '5 min, 44.1 kHz, stereo, 16-bit (pink noise), FLAC level 8 with tags and cover',
      connections,
      threads,
      secondsPerRound: seconds,
      rounds,
      app: appSide,
      nginx: nginxSide,
      ratio: round(appSide.megabytesPerSecond / nginxSide.megabytesPerSecond, 3),
      target: FORMATS_TARGETS.downloadRatio,
      rssMegabytes: {
        before: megabytes(rssBefore),
        peak: megabytes(rssPeak),
        growth: megabytes(rssPeak - rssBefore),
        target: FORMATS_TARGETS.rssGrowthMegabytes,
      },
    }
  } finally {
    await nginx.stop()
  }
}

/**
 * @param app {{ baseUrl: string, databaseUrl: string, renditionsDir: string, pid: number }}
 */
export async function benchFormats(
  app,
  {
    speedRuns = 3,
    api = { rounds: 3, seconds: 8, connections: 10 },
    download = { rounds: 3, seconds: 10, connections: 4, threads: 2, port: 3405 },
  } = {},
) {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-formats-'))
  try {
    const cover = await synthesiseCover(path.join(work, 'cover.jpg'))
    const transcoding = await transcodingSpeed(work, cover, speedRuns)
    const apiWhileTranscoding = await apiUnderTranscode(app, work, cover, api)
    const flac = await flacDownload(app, work, cover, download)
    return { transcoding, apiWhileTranscoding, flacDownload: flac }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
