// The 500-connection burst of bench/stack.mjs: the connections shared out among the public pages
// and catalogue calls (BURST_PAGES), one wrk each, all at once, through the stack. Every request
// must be answered (no non-2xx, no socket error: wrk's timeout is 10 s); the p99s are reported,
// with the instances' memory.
import { PUBLIC_ROUTES } from '../scripts/first-load-js.mjs'
import { loadAverage } from './lib/rounds.mjs'
import { sampleRss } from './lib/rssSampler.mjs'
import { latencyPercentiles, wrk } from './lib/wrk.mjs'

/**
 * What a release day or a viral clip sends crowds to: the content pages and the public catalogue
 * (which nginx micro-caches), and /api/init, which every request takes to an instance. The
 * sign-in, reset and checkout pages are rendered per request by design (deploy/nginx/site.conf);
 * their limit is the instances', measured by the fault tests' burst against one app.
 */
export const BURST_PAGES = [
  '/',
  ...PUBLIC_ROUTES.filter((route) => !route.startsWith('/auth') && route !== '/_not-found'),
  '/api/tracks',
  '/api/releases',
  '/api/videos',
  '/api/init',
]

/**
 * @param stack {{ baseUrl: string, rss: () => Promise<number> }}
 * @param options {{ connections?: number, seconds: number }}
 */
export async function benchBurst(stack, { connections = 500, seconds }) {
  for (const page of BURST_PAGES) {
    const response = await fetch(`${stack.baseUrl}${page}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  }
  const share = (index) =>
    Math.floor(connections / BURST_PAGES.length) +
    (index < connections % BURST_PAGES.length ? 1 : 0)
  const load = loadAverage()
  // The instances' memory, for context: the pages they render meanwhile are the uncached ones.
  const sampler = await sampleRss(stack.rss)
  const runs = await Promise.all(
    BURST_PAGES.map((page, index) =>
      wrk(`${stack.baseUrl}${page}`, { threads: 1, connections: share(index), seconds }),
    ),
  ).catch(async (error) => {
    await sampler.stop()
    throw error
  })
  const rssMegabytes = await sampler.stop()
  const latencies = runs.map((run) => latencyPercentiles(run.report))
  const perPage = Object.fromEntries(
    runs.map((run, index) => [
      BURST_PAGES[index],
      {
        connections: share(index),
        requestsPerSecond: Math.round(run.requestsPerSecond),
        latencyMs: latencies[index],
        non2xx: run.non2xx,
        socketErrors: run.socketErrors,
        // wrk's "connect 0, read 0, write 0, timeout 2" (timeout: no answer within 10 s).
        ...(run.socketErrors
          ? { socketErrorKinds: /Socket errors:\s*(.+)$/m.exec(run.report)?.[1].trim() }
          : {}),
      },
    ]),
  )
  const sum = (field) => runs.reduce((total, run) => total + run[field], 0)
  const slowest = latencies.reduce(
    (worst, latency, index) => (latency.p99 > latencies[worst].p99 ? index : worst),
    0,
  )
  return {
    connections,
    seconds,
    pages: BURST_PAGES.length,
    loadAverage: load,
    requestsPerSecond: Math.round(sum('requestsPerSecond')),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    socketErrors: sum('socketErrors'),
    // wrk's histograms cannot be merged: the worst page's p99 bounds the whole burst's.
    p99Ms: latencies[slowest].p99,
    slowestPage: BURST_PAGES[slowest],
    perPage,
    rssMegabytes,
  }
}
