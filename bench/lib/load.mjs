// HTTP load with autocannon, shared by the benchmarks that compare the app with a reference.
import autocannon from 'autocannon'

/**
 * One autocannon run, unaggregated so that rounds can be merged into one latency histogram. It
 * lasts `duration` seconds, or with `amount` until that many responses are in: autocannon counts
 * a response's bytes once it is complete, so large downloads cut off by a deadline would be lost.
 */
export async function load(url, { connections, duration, amount, headers = {} }) {
  const raw = await autocannon({
    url,
    headers,
    connections,
    ...(amount ? { amount } : { duration }),
    timeout: 60,
    skipAggregateResult: true,
  })
  const failures = raw.errors + raw.timeouts + raw.non2xx
  if (failures > 0) throw new Error(`${failures} failed requests to ${url}`)
  return raw
}

/** Requests per second over all rounds, and latency percentiles of all their requests. */
export function summarise(runs, connections) {
  const { latency, throughput } = autocannon.aggregateResult(runs, { url: 'http://x', connections })
  const requests = runs.reduce((sum, run) => sum + run.totalCompletedRequests, 0)
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0)
  return {
    requestsPerSecond: Math.round(requests / seconds),
    requests,
    seconds: +seconds.toFixed(1),
    latencyMs: { p50: latency.p50, p99: latency.p99, max: latency.max },
    bytesPerSecond: Math.round(throughput.total / seconds),
  }
}

/**
 * The app's URL against its reference in alternating rounds (app, reference, app, ...), after a
 * short warm-up of each, so that a burst of other work on a shared machine lands on both sides.
 * Further named targets (e.g. a floor) are measured in the same rounds.
 * @param targets {{ app: Target, reference: Target, [name: string]: Target }}
 * @typedef {{ url: string, headers?: Record<string, string> }} Target
 */
export async function compare(targets, { connections, duration, rounds = 2, warmup = 2 }) {
  const sides = Object.keys(targets)
  const runs = Object.fromEntries(sides.map((side) => [side, []]))
  for (const side of sides) {
    await load(targets[side].url, { connections, duration: warmup, headers: targets[side].headers })
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const side of sides) {
      const { url, headers } = targets[side]
      runs[side].push(await load(url, { connections, duration, headers }))
    }
  }
  const summaries = Object.fromEntries(
    sides.map((side) => [side, summarise(runs[side], connections)]),
  )
  return {
    connections,
    rounds,
    secondsPerRound: duration,
    ...summaries,
    ratio: +(summaries.app.requestsPerSecond / summaries.reference.requestsPerSecond).toPrecision(
      3,
    ),
  }
}
