// Turns the raw results of `npm run bench` into the table's rows (name, measured, anchor, ratio,
// target, pass) and prints them. A row whose benchmark crashed is not in the table: run.mjs
// reports the crash.
import {
  FRAMEWORK_LABEL,
  PAGE_BUDGET_BYTES,
  PUBLIC_ROUTES,
  firstLoadJsLimit,
  kb,
} from '../../scripts/first-load-js.mjs'
import { API_TARGETS } from '../api.mjs'
import {
  CATEGORIES,
  FIRST_ROUND_TRIP_BYTES,
  LIGHTHOUSE_TARGETS,
  THROTTLING_LABELS,
} from '../lighthouse.mjs'

const perSecond = (side) =>
  `${side.requestsPerSecond} req/s, p50 ${side.latencyMs.p50} ms, p99 ${side.latencyMs.p99} ms`
const times = (ratio) => `${ratio}×`
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const rssGrowth = (rss) => `+${rss.growth} MB (${rss.before} → peak ${rss.peak} MB)`

/** The app's resident memory growth while it served, against its target. */
const rssGrowthRow = (name, rss) => ({
  name,
  measured: rssGrowth(rss),
  anchor: '—',
  ratio: '—',
  target: `< ${rss.target} MB`,
  pass: rss.growth < rss.target,
})

function apiRows(api) {
  const rows = [
    {
      name: `GET /api/tracks vs Payload REST list (${api.connections} connections)`,
      measured: perSecond(api.app),
      anchor: perSecond(api.reference),
      ratio: times(api.ratio),
      target: `≥ ${API_TARGETS.ratio}×, p99 < ${API_TARGETS.p99Ms} ms`,
      pass: api.ratio >= API_TARGETS.ratio && api.app.latencyMs.p99 < API_TARGETS.p99Ms,
    },
  ]
  if (api.nextFloor) {
    rows.push({
      name: `  Next's floor: GET /api/init, a handler doing nothing (${api.connections} connections)`,
      measured: perSecond(api.nextFloor),
      anchor: '—',
      ratio: '—',
      target: 'none (context)',
      pass: null,
    })
  }
  return rows
}

const pageRows = (pages) =>
  Object.entries(pages).map(([page, result]) => ({
    name: `${page} vs its HTML from a static server (${result.connections} connections)`,
    measured: perSecond(result.app),
    anchor: perSecond(result.reference),
    ratio: times(result.ratio),
    target: `≥ ${result.target}×`,
    pass: result.ratio >= result.target,
  }))

const downloadRow = (download) => ({
  name: `authorised ${download.fileMegabytes} MB download (${download.connections} connections)`,
  measured: `${download.app.megabytesPerSecond} MB/s; RSS ${download.rssMegabytes.before} → peak ${download.rssMegabytes.peak} MB`,
  anchor: `${download.static.megabytesPerSecond} MB/s (same file, static server)`,
  ratio: times(download.ratio),
  target: `≥ ${download.target}×`,
  pass: download.ratio >= download.target,
})

/** Transcoding speed: reported per format and for the whole set, with no target. */
function transcodingRows(transcoding) {
  const figures = (result) =>
    `${result.wallSeconds} s wall, ${result.cpuSecondsPerAudioMinute} CPU-s per audio minute`
  const minutes = transcoding.audioSeconds / 60
  const rows = transcoding.formats.map((result) => ({
    name: `  transcode ${minutes} min 24-bit WAV → ${result.format} (renderRendition)`,
    measured: `${figures(result)} (${result.megabytes} MB)`,
    anchor: '—',
    ratio: '—',
    target: 'none (reported)',
    pass: null,
  }))
  rows.unshift({
    name: `transcode ${minutes} min 24-bit stereo WAV → all ${transcoding.formats.length} files (median of ${transcoding.runs})`,
    measured: `${figures(transcoding.wholeSet)}; ${transcoding.wholeSet.realTimeFactor}× real time`,
    anchor: '—',
    ratio: '—',
    target: 'none (reported)',
    pass: null,
  })
  return rows
}

const apiBusyRow = (api) => ({
  name: `GET /api/tracks while every format transcodes at nice ${api.niceness} (wrk, ${api.connections} connections)`,
  measured: `${api.busy.requestsPerSecond} req/s, p99 ${api.busy.latencyMs.p99} ms`,
  anchor: `${api.idle.requestsPerSecond} req/s, p99 ${api.idle.latencyMs.p99} ms (idle)`,
  ratio: times(api.ratio),
  target: `≥ ${api.target}×`,
  pass: api.ratio >= api.target,
})

function flacDownloadRows(flac) {
  return [
    {
      name: `authorised ${flac.fileMegabytes} MB FLAC download, 5 min (wrk, ${flac.connections} connections)`,
      measured: `${flac.app.megabytesPerSecond} MB/s`,
      anchor: `${flac.nginx.megabytesPerSecond} MB/s (same file, nginx sendfile)`,
      ratio: times(flac.ratio),
      target: `≥ ${flac.target}×`,
      pass: flac.ratio >= flac.target,
    },
    rssGrowthRow('  app RSS growth during the FLAC downloads', flac.rssMegabytes),
  ]
}

/** The release's zip against nginx sending the same zip file, and the app's memory meanwhile. */
function releaseZipRows(zip) {
  return [
    {
      name: `release zip download, ${zip.tracks} FLAC + cover, ${zip.zipMegabytes} MB (wrk, ${zip.connections} connections)`,
      measured: `${zip.app.megabytesPerSecond} MB/s`,
      anchor: `${zip.nginx.megabytesPerSecond} MB/s (same zip file, nginx sendfile)`,
      ratio: times(zip.ratio),
      target: `≥ ${zip.target}×`,
      pass: zip.ratio >= zip.target,
    },
    rssGrowthRow('  app RSS growth during the zip downloads', zip.rssMegabytes),
    ...(zip.renditionFilesOpen
      ? [
          {
            name: '  rendition files the app holds open after the runs (downloads cut by wrk)',
            measured: `${zip.renditionFilesOpen.after} (${zip.renditionFilesOpen.before} before)`,
            anchor: '—',
            ratio: '—',
            target: 'none (reported)',
            pass: null,
          },
        ]
      : []),
  ]
}

function formatsRows(formats) {
  return [
    ...transcodingRows(formats.transcoding),
    apiBusyRow(formats.apiWhileTranscoding),
    ...flacDownloadRows(formats.flacDownload),
  ]
}

const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }

// Results from before the reference and the timings (a latest.json kept by --only) lack them.
/** The HTML's bytes on the wire, flagged when they take more than TCP's first round trip. */
const htmlBytes = (bytes) =>
  `${bytes.toLocaleString('en-US')} B` +
  (bytes > FIRST_ROUND_TRIP_BYTES ? ' (over the first round trip)' : '')

const timing = (metrics) =>
  metrics
    ? [
        metrics.fcpSeconds === undefined ? '' : ` · FCP ${metrics.fcpSeconds} s`,
        ` · TBT ${metrics.tbtMs} ms · LCP ${metrics.lcpSeconds} s`,
        metrics.documentBytes ? ` · HTML ${htmlBytes(metrics.documentBytes)}` : '',
      ].join('')
    : ''
const referenceFigures = (reference) =>
  `perf ${reference.median.performance}${timing(reference.medianMetrics)}`

const pageFigures = (result) =>
  CATEGORIES.map((category) => `${SHORT[category]} ${result.median[category]}`).join(' · ') +
  timing(result.medianMetrics)

/** One throttling method's rows: each page, the reference, the baseline's pages. */
function lighthouseRows(lighthouse) {
  const {
    pages,
    reference = null,
    baseline = null,
    method = 'simulate',
  } = lighthouse.pages ? lighthouse : { pages: lighthouse }
  const rows = Object.entries(pages).map(([page, result]) => ({
    name: `Lighthouse mobile ${page}, ${THROTTLING_LABELS[method]} (median of ${result.runs} runs)`,
    measured: pageFigures(result),
    anchor: reference ? `${referenceFigures(reference)} (reference)` : '—',
    ratio: '—',
    target: CATEGORIES.map((category) => LIGHTHOUSE_TARGETS[category]).join('/'),
    pass: CATEGORIES.every((category) => result.median[category] >= LIGHTHOUSE_TARGETS[category]),
  }))
  if (reference) {
    rows.push({
      name: `  reference: empty Next page, 40 KB of text (${reference.name}, median of ${reference.runs} runs)`,
      measured: referenceFigures(reference),
      anchor: '—',
      ratio: '—',
      target: 'none (the floor)',
      pass: null,
    })
  }
  // The same pages of an earlier build, audited in the same rounds (BENCH_BASELINE_DIR).
  for (const [page, result] of Object.entries(baseline?.pages ?? {})) {
    rows.push({
      name: `  baseline ${baseline.name}: ${page}`,
      measured: pageFigures(result),
      anchor: '—',
      ratio: '—',
      target: 'none (to compare)',
      pass: null,
    })
  }
  return rows
}

/** Each public route against the framework's figure of the same build plus the page budget. */
function firstLoadRows(routes, frameworkGzip) {
  const { framework, limit } = firstLoadJsLimit(frameworkGzip)
  return routes
    .filter(({ route }) => PUBLIC_ROUTES.includes(route))
    .map(({ route, gzip }) => ({
      name: `first-load JS ${route}`,
      measured: `${kb(gzip)} gzip`,
      anchor: `${kb(framework)} (${FRAMEWORK_LABEL})`,
      ratio: '—',
      target: `≤ ${kb(limit)} (+ ${kb(PAGE_BUDGET_BYTES)})`,
      pass: gzip <= limit,
    }))
}

const context = { anchor: '—', ratio: '—', target: 'none (context)', pass: null }
const worstP99 = (side) =>
  `${side.requestsPerSecond} req/s, p50 ${side.latencyMs.p50} ms, worst p99 ${side.latencyMs.p99} ms`

/** Pages and the catalogue call through nginx and the instances, against their references. */
function stackServingRows({ instances, pages, api }) {
  const stack = `the stack (nginx + ${instances} instances)`
  const rows = Object.entries(pages).flatMap(([page, result]) => [
    {
      name: `${page} through ${stack} vs nginx serving its HTML (wrk, ${result.connections} connections)`,
      measured: worstP99(result.stack),
      anchor: worstP99(result.nginx),
      ratio: times(result.ratio),
      target: `≥ ${result.target}×`,
      pass: result.ratio >= result.target,
    },
    {
      ...context,
      name: `  ${page} from one instance directly vs the same nginx`,
      measured: worstP99(result.app),
      ratio: times(result.appRatio),
    },
  ])
  rows.push(
    {
      name: `GET /api/tracks vs Payload REST find (depth 1), both through ${stack} (wrk, ${api.connections} connections)`,
      measured: worstP99(api.stack),
      anchor: worstP99(api.payloadStack),
      ratio: times(api.ratio),
      target: `≥ ${api.targets.ratio}×, p99 < ${api.targets.p99Ms} ms`,
      pass: api.ratio >= api.targets.ratio && api.stack.latencyMs.p99 < api.targets.p99Ms,
    },
    {
      ...context,
      name: '  GET /api/tracks vs Payload REST find, both from one instance directly',
      measured: worstP99(api.app),
      anchor: worstP99(api.payloadApp),
      ratio: times(api.appRatio),
    },
  )
  return rows
}

/** The downloads nginx sends once an instance has checked the right, and the burst. */
function stackFileRows({ instances, download, releaseZip: zip, burst, logs }) {
  const stack = `the stack (nginx + ${instances} instances)`
  const answers = (side) => `${side.requestsPerSecond} X-Accel-Redirect answers/s`
  return [
    {
      name: `authorised ${download.fileMegabytes} MB download through ${stack} vs nginx sendfile of the file (wrk, ${download.connections} connections)`,
      measured: `${download.stack.megabytesPerSecond} MB/s`,
      anchor: `${download.nginx.megabytesPerSecond} MB/s`,
      ratio: times(download.ratio),
      target: `≥ ${download.target}×`,
      pass: download.ratio >= download.target,
    },
    rssGrowthRow('  instances’ RSS growth during those downloads', download.rssMegabytes),
    {
      ...context,
      name: '  the same download asked of one instance directly (check, count, audit)',
      measured: `${answers(download.app)}, p99 ${download.app.latencyMs.p99} ms`,
    },
    {
      name: `release zip, ${zip.tracks} FLAC + cover, ${zip.zipMegabytes} MB, through ${stack} vs nginx sendfile of the zip (wrk, ${zip.connections} connections)`,
      measured: `${zip.stack.megabytesPerSecond} MB/s`,
      anchor: `${zip.nginx.megabytesPerSecond} MB/s`,
      ratio: times(zip.stack.ratio),
      target: `≥ ${zip.target}×`,
      pass: zip.stack.ratio >= zip.target,
    },
    rssGrowthRow('  instances’ RSS growth during the zip rounds', zip.rssMegabytes),
    {
      ...context,
      name: '  the zip asked of one instance directly',
      measured: zip.app.sendsZip
        ? `${zip.app.megabytesPerSecond} MB/s`
        : `${zip.app.downloadsPerSecond} X-Accel-Redirect answers/s`,
    },
    {
      name: `burst: ${burst.connections} connections × ${burst.seconds} s on ${burst.pages} public pages through ${stack} (wrk)`,
      measured: `${burst.requestsPerSecond} req/s, worst p99 ${burst.p99Ms} ms (${burst.slowestPage}); ${burst.non2xx} non-2xx, ${burst.socketErrors} socket errors`,
      anchor: '—',
      ratio: '—',
      target: 'no failed request',
      pass: burst.non2xx === 0 && burst.socketErrors === 0,
    },
    {
      ...context,
      name: '  instances’ RSS during the burst',
      measured: rssGrowth(burst.rssMegabytes),
    },
    {
      ...context,
      name: '  stack logs: instances’ lines with error/warn…, nginx error.log lines',
      measured: `${logs.app.count} instance lines, ${logs.nginx.count} nginx lines`,
    },
  ]
}

const coldStartRow = (cold) => ({
  name: 'cold start to first 200 of /api/tracks (embedded PostgreSQL)',
  measured: `${seconds(cold.medianMs)} on an existing data dir (median of ${cold.existingDataDir.length}); first start ${seconds(cold.firstStartMs)}`,
  anchor: '—',
  ratio: '—',
  target: 'none (reported)',
  pass: null,
})

/** The table's rows, in the order of the task list, for the benchmarks that produced a result. */
export function rowsOf(results) {
  const rows = []
  if (results.api) rows.push(...apiRows(results.api))
  if (results.pages) rows.push(...pageRows(results.pages))
  if (results.download) rows.push(downloadRow(results.download))
  if (results.formats) rows.push(...formatsRows(results.formats))
  if (results.releaseZip) rows.push(...releaseZipRows(results.releaseZip))
  if (results.lighthouse) rows.push(...lighthouseRows(results.lighthouse))
  if (results.lighthouse?.applied) rows.push(...lighthouseRows(results.lighthouse.applied))
  if (results.stack) rows.push(...stackServingRows(results.stack), ...stackFileRows(results.stack))
  if (results.firstLoadJs?.framework) {
    const { routes, framework } = results.firstLoadJs
    rows.push(...firstLoadRows(routes, framework.gzip))
  }
  if (results.coldStart) rows.push(coldStartRow(results.coldStart))
  return rows
}

const COLUMNS = ['name', 'measured', 'anchor', 'ratio', 'target', 'pass']
const verdict = (pass) => (pass === null ? '—' : pass ? 'pass' : 'FAIL')

export function printTable(rows) {
  const cells = rows.map((row) =>
    COLUMNS.map((column) => (column === 'pass' ? verdict(row.pass) : row[column])),
  )
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.length, ...cells.map((cell) => cell[index].length)),
  )
  const line = (values) => values.map((value, index) => value.padEnd(widths[index])).join(' │ ')
  console.log(`\n${line(COLUMNS)}\n${widths.map((width) => '─'.repeat(width)).join('─┼─')}`)
  for (const cell of cells) console.log(line(cell))
}
