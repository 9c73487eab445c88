// Scenario 3: a burst of concurrent connections on the public pages and API, split evenly
// between them. Proves that the app answers every request on every path (no non-2xx, no socket
// errors, no timeouts) and that its memory stays flat under sustained load: the resident memory
// of the app's process tree at the end of the burst, and after it, is not still growing.
import autocannon from 'autocannon'

import { processTreeRss } from '../../bench/lib/rss.mjs'

import { call } from './lib/shop.mjs'

export const PATHS = ['/landing', '/music', '/api/tracks', '/api/videos', '/api/init']
export const CONNECTIONS = 500
const TIMEOUT_SECONDS = 30
/** The end of the burst may use at most this much more memory than its middle… */
const GROWTH_BOUND = 1.25
/** …and never more than this. */
const CEILING_MB = 2048
/** After the burst the app first works off requests whose clients have gone, then rests. */
const DRAINED_WITHIN_MS = 60_000
const SETTLE_MS = 5_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => Math.round(bytes / 1024 / 1024)
const average = (values) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length)

/** Waits until a cheap call is answered at once: the backlog left by the burst is done. */
async function drained(baseUrl) {
  const started = Date.now()
  while (Date.now() - started < DRAINED_WITHIN_MS) {
    const asked = Date.now()
    const { status } = await call(baseUrl, '/api/init')
    if (status === 200 && Date.now() - asked < 200) break
    await sleep(500)
  }
  return Date.now() - started
}

/** RSS samples once a second, each with its second since the burst began. */
function sampleRss(pid) {
  const samples = []
  const started = Date.now()
  const timer = setInterval(async () => {
    samples.push({ second: (Date.now() - started) / 1000, rss: await processTreeRss(pid) })
  }, 1_000)
  return {
    samples,
    stop: () => clearInterval(timer),
    between: (from, to) =>
      average(samples.filter((s) => s.second >= from && s.second <= to).map((s) => s.rss)),
  }
}

/** Every path at once, each on its own share of the connections, as separate visitors are. */
const load = (baseUrl, seconds) =>
  Promise.all(
    PATHS.map((path) =>
      autocannon({
        url: `${baseUrl}${path}`,
        connections: CONNECTIONS / PATHS.length,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
      }),
    ),
  )

const sum = (results, count) => results.reduce((total, result) => total + count(result), 0)

export async function burst({ app }, report) {
  const seconds = Number(process.env.FAULTS_BURST_SECONDS || 60)
  for (const path of PATHS) {
    // Warm: the first request of each route compiles nothing in production, but fills caches.
    const { status } = await call(app.baseUrl, path)
    report.check(`GET ${path} before the burst`, status, 200)
  }
  const before = await processTreeRss(app.pid)
  const rss = sampleRss(app.pid)
  const results = await load(app.baseUrl, seconds)
  const end = rss.between(seconds - 3, seconds + 1)
  const drainMs = await drained(app.baseUrl)
  await sleep(SETTLE_MS)
  rss.stop()
  const settled = rss.between(rss.samples.at(-1).second - 3, Infinity)

  // For 60 s: the 10–30 s window (warmed up, under full load) against the last 20 s.
  const span = (from, to) => ({
    label: `${Math.round(from)}–${Math.round(to)} s`,
    rss: rss.between(from, to),
  })
  const middle = span(seconds / 6, seconds / 2)
  const late = span((seconds * 2) / 3, seconds)
  const bound = middle.rss * GROWTH_BOUND
  const peak = Math.max(...rss.samples.map((s) => s.rss))
  const unanswered = PATHS.filter((_, i) => results[i].requests.total === 0)
  const timeouts = sum(results, (r) => r.timeouts)
  report.check('paths with no request answered', unanswered.join(', ') || 'none', 'none')
  report.check(
    'non-2xx answers',
    sum(results, (r) => r.non2xx),
    0,
  )
  report.check('socket errors', sum(results, (r) => r.errors) - timeouts, 0)
  report.check(`timeouts (no answer in ${TIMEOUT_SECONDS} s)`, timeouts, 0)
  report.check(
    `RSS ${late.label} ≤ ${GROWTH_BOUND} × RSS ${middle.label}`,
    `${mb(late.rss)} MB (${mb(middle.rss)} MB)`,
    `≤ ${mb(bound)} MB`,
    late.rss <= bound,
  )
  report.check(
    'RSS at the end and once settled, same bound',
    `${mb(end)} MB, ${mb(settled)} MB`,
    `≤ ${mb(bound)} MB`,
    end <= bound && settled <= bound,
  )
  report.check(
    `RSS peak < ${CEILING_MB} MB`,
    `${mb(peak)} MB`,
    `< ${CEILING_MB} MB`,
    mb(peak) < CEILING_MB,
  )
  PATHS.forEach((path, i) => {
    const { requests, latency, timeouts: missed } = results[i]
    const answered = `${requests.total} answered, p50/p99 ${latency.p50}/${latency.p99} ms`
    report.measure(path, `${answered}, ${missed} timeouts`)
  })
  report.measure('RSS before', `${mb(before)} MB`)
  report.measure('backlog worked off', `${(drainMs / 1000).toFixed(1)} s`)
}
