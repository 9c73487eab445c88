// The production topology under load (bench/lib/stack.mjs: Debian's nginx with deploy/nginx in
// front of the app instances), with wrk. Each figure but the burst is measured through the stack,
// directly against one instance, and against its reference, in alternating rounds of one run:
//   pages     /music and /landing (nginx's 1-second micro-cache in front) against a static nginx
//             serving the same HTML bytes, fetched from the stack once: ≥ 0.5×
//   api       GET /api/tracks against Payload's REST find of the same published tracks (depth 1),
//             both through the stack: ≥ 3×, and p99 < 25 ms at 50 connections
//   download  an authorised 20 MB track download (the app checks and counts the right, nginx
//             sends the file: X-Accel-Redirect) against nginx's sendfile of the same file: ≥ 0.8×,
//             the instances' resident memory growing by < 50 MB meanwhile
//   releaseZip the 10-track release zip of bench/releaseZip.mjs, the stack as its second target
//   burst     500 connections for STACK_BURST_SECONDS (60) on the public pages (stackBurst.mjs):
//             no failed request, p99 reported
// Run by `npm run bench`, or alone:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/run.mjs --only stack
// STACK_STEPS=download,releaseZip measures only those steps and prints them (while working on
// one); latest.json and the README take the figures of whole runs only.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { API_TARGETS } from './api.mjs'
import { buyer, firstPaidRendition, growMp3, setRenditionSize } from './download.mjs'
import { PAGES, PAGE_TARGET } from './pages.mjs'
import { RELEASE_ZIP_TARGETS, benchReleaseZip } from './releaseZip.mjs'
import { benchBurst } from './stackBurst.mjs'
import { startNginx } from './lib/nginx.mjs'
import { loadAverage, wrkRounds } from './lib/rounds.mjs'
import { sampleRss } from './lib/rssSampler.mjs'

export const STACK_TARGETS = {
  pages: PAGE_TARGET,
  api: API_TARGETS,
  download: { ratio: 0.8, rssGrowthMegabytes: 50 },
  releaseZip: RELEASE_ZIP_TARGETS,
}

/**
 * Payload's REST find of the tracks GET /api/tracks lists (the published ones, cover populated):
 * the plain find, every field and a page count (bench/api.mjs's leaner select-and-sort query is
 * not exported), so the ratio flatters ours somewhat.
 */
const PAYLOAD_FIND = `/api/cms/tracks?${new URLSearchParams({
  'where[_status][equals]': 'published',
  depth: '1',
  limit: '100',
})}`

const ratioOf = (measured, reference) => +(measured / reference).toPrecision(3)

/**
 * wrkRounds (2 threads, 4-second rounds, 2 of them unless told), its settings and the load
 * average at its start beside the figures.
 */
async function measureRounds(
  sides,
  { threads = 2, connections, seconds = 4, rounds = 2, ...rest },
) {
  const load = loadAverage()
  const figures = await wrkRounds(sides, { threads, connections, seconds, rounds, ...rest })
  return { connections, threads, secondsPerRound: seconds, rounds, loadAverage: load, ...figures }
}

/** How the stack answered: nginx's cache status and the app's Cache-Control. */
const cachingOf = (response) => ({
  cacheControl: response.headers.get('cache-control'),
  xCache: response.headers.get('x-cache'),
})

async function pages(stack, { port, connections = 50 }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'artist-bench-stack-pages-'))
  const responses = {}
  let nginx = null
  try {
    for (const page of PAGES) {
      const response = await fetch(`${stack.baseUrl}${page}`)
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
      const html = Buffer.from(await response.arrayBuffer())
      // Named as the page, so that the static nginx serves it at the same path.
      await fs.writeFile(path.join(dir, page.slice(1)), html)
      responses[page] = { bytes: html.length, ...cachingOf(response) }
    }
    nginx = await startNginx({ root: dir, port })
    const results = {}
    for (const page of PAGES) {
      const measured = await measureRounds(
        {
          app: { url: `${stack.appUrls[0]}${page}` },
          stack: { url: `${stack.baseUrl}${page}` },
          nginx: { url: `${nginx.baseUrl}${page}` },
        },
        { connections },
      )
      results[page] = {
        response: responses[page],
        ...measured,
        ratio: ratioOf(measured.stack.requestsPerSecond, measured.nginx.requestsPerSecond),
        appRatio: ratioOf(measured.app.requestsPerSecond, measured.nginx.requestsPerSecond),
        target: STACK_TARGETS.pages,
      }
    }
    return results
  } finally {
    await nginx?.stop()
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** Both lists must hold the same tracks, or the comparison would be of different work. */
async function checkSameTracks(ours, payloads) {
  const [mine, generic] = await Promise.all([
    fetch(ours).then((response) => response.json()),
    fetch(payloads).then((response) => response.json()),
  ])
  const ids = (tracks) =>
    tracks
      .map((track) => track.id)
      .sort()
      .join()
  if (mine.length === 0 || generic.hasNextPage || ids(mine) !== ids(generic.docs)) {
    throw new Error('GET /api/tracks and Payload’s find do not hold the same tracks')
  }
  return mine.length
}

async function api(stack, { connections = 50 }) {
  const [app] = stack.appUrls
  const tracks = await checkSameTracks(
    `${stack.baseUrl}/api/tracks`,
    `${stack.baseUrl}${PAYLOAD_FIND}`,
  )
  const measured = await measureRounds(
    {
      app: { url: `${app}/api/tracks` },
      stack: { url: `${stack.baseUrl}/api/tracks` },
      payloadApp: { url: `${app}${PAYLOAD_FIND}` },
      payloadStack: { url: `${stack.baseUrl}${PAYLOAD_FIND}` },
    },
    { connections },
  )
  return {
    tracks,
    payloadQuery: decodeURIComponent(PAYLOAD_FIND),
    ...measured,
    ratio: ratioOf(measured.stack.requestsPerSecond, measured.payloadStack.requestsPerSecond),
    appRatio: ratioOf(measured.app.requestsPerSecond, measured.payloadApp.requestsPerSecond),
    targets: STACK_TARGETS.api,
  }
}

/**
 * 16 connections: enough for the instances' checks (tens of ms each) to overlap the transfers, so
 * both sides run at what the machine can copy; at 4, a download's time is check + transfer.
 */
async function download(stack, { port, connections = 16 }) {
  const rendition = await firstPaidRendition(stack.databaseUrl, 'mp3-320')
  const file = path.join(stack.renditionsDir, rendition.filename)
  const bytes = await growMp3(file)
  await setRenditionSize(stack.databaseUrl, rendition.trackId, 'mp3-320', bytes)
  const headers = { cookie: await buyer(stack.databaseUrl, rendition.trackId) }
  const download = `/api/secure/download/${rendition.trackId}`

  const check = await fetch(`${stack.baseUrl}${download}`, { headers })
  const got = (await check.arrayBuffer()).byteLength
  if (check.status !== 200 || got !== bytes) {
    throw new Error(`The download through the stack answered ${check.status}, ${got} bytes`)
  }
  const direct = await fetch(`${stack.appUrls[0]}${download}`, { headers })
  const handedOff = direct.headers.get('x-accel-redirect')
  if (direct.status !== 200 || !handedOff) {
    // It streams the file itself: its build does not know the setting topology.mjs gives it.
    throw new Error(`The instance answered ${direct.status} without X-Accel-Redirect`)
  }

  // The same file from the renditions folder, as nginx's internal location reads it.
  const nginx = await startNginx({ root: stack.renditionsDir, port })
  let sampler = null
  let warmUp = null
  try {
    const measured = await measureRounds(
      {
        // Asked directly, the instance answers with X-Accel-Redirect and no body: its figures
        // are the checks, counts and audits per second behind every download nginx sends.
        app: { url: `${stack.appUrls[0]}${download}`, headers },
        stack: { url: `${stack.baseUrl}${download}`, headers },
        nginx: { url: `${nginx.baseUrl}/${encodeURIComponent(rendition.filename)}` },
      },
      {
        connections,
        timeoutSeconds: 30,
        // Warm-up passes as long as the rounds, until the instances' memory settles.
        warmUpSeconds: 4,
        settleRss: stack.rss,
        afterWarmUp: async (settled) => {
          warmUp = settled
          sampler = await sampleRss(stack.rss)
        },
      },
    )
    const rssMegabytes = { ...(await sampler.stop()), warmUp }
    sampler = null
    return {
      fileMegabytes: +(bytes / 1024 / 1024).toFixed(1),
      handedOffAs: handedOff,
      ...measured,
      ratio: ratioOf(measured.stack.bytesPerSecond, measured.nginx.bytesPerSecond),
      target: STACK_TARGETS.download.ratio,
      rssMegabytes: { ...rssMegabytes, target: STACK_TARGETS.download.rssGrowthMegabytes },
    }
  } finally {
    await sampler?.stop()
    await nginx.stop()
  }
}

/**
 * @param stack {Awaited<ReturnType<typeof import('./lib/stack.mjs').startStack>>}
 */
export async function benchStack(
  stack,
  { burstSeconds = Number(process.env.STACK_BURST_SECONDS) || 60, port = 4150 } = {},
) {
  const results = { instances: stack.instances }
  const wanted = process.env.STACK_STEPS?.split(',').map((name) => name.trim())
  const step = async (name, measure) => {
    if (wanted && !wanted.includes(name)) return
    const began = performance.now()
    results[name] = await measure()
    console.log(`  stack ${name}: ${((performance.now() - began) / 1000).toFixed(0)} s`)
  }
  await step('pages', () => pages(stack, { port }))
  await step('api', () => api(stack, {}))
  await step('download', () => download(stack, { port: port + 1 }))
  await step('releaseZip', () =>
    benchReleaseZip(
      {
        baseUrl: stack.appUrls[0],
        databaseUrl: stack.databaseUrl,
        renditionsDir: stack.renditionsDir,
        pids: stack.pids,
        rss: stack.rss,
      },
      { stack, port: port + 2, connections: 16, warmUpSeconds: 4 },
    ),
  )
  await step('burst', () => benchBurst(stack, { seconds: burstSeconds }))
  // What the instances printed and nginx logged that looks like trouble, for a look after.
  results.logs = await stack.problems()
  return results
}
