// Several URLs measured with wrk in alternating rounds (each once per round, in the order given),
// after a short warm-up of each, as bench/lib/load.mjs's compare does with autocannon: a burst of
// other work on a shared machine lands on every side, not on one.
import os from 'node:os'

import { warmUntilSettled } from './rssSampler.mjs'
import { assertClean, latencyPercentiles, wrk } from './wrk.mjs'

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
/** The 1, 5 and 15-minute load averages now: other work on the machine moves every figure. */
export const loadAverage = () => os.loadavg().map((value) => +value.toFixed(2))

const round = (value, digits) => (value === null ? null : +value.toFixed(digits))

/**
 * One side's rounds as one figure: the mean of the rounds' rates, the median of their p50s and
 * the worst of their p99s (wrk's histograms cannot be merged).
 */
export function summariseRuns(runs) {
  const latency = (p) =>
    runs.map((run) => latencyPercentiles(run.report)[p]).filter((value) => value !== null)
  const p50 = latency('p50')
  const p99 = latency('p99')
  return {
    requestsPerSecond: Math.round(mean(runs.map((run) => run.requestsPerSecond))),
    megabytesPerSecond: round(mean(runs.map((run) => run.megabytesPerSecond)), 1),
    bytesPerSecond: Math.round(mean(runs.map((run) => run.bytesPerSecond))),
    latencyMs: {
      p50: p50.length ? round(median(p50), 2) : null,
      p99: p99.length ? round(Math.max(...p99), 2) : null,
    },
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    rounds: runs.map((run) => Math.round(run.requestsPerSecond)),
  }
}

/**
 * @param sides {Record<string, { url: string, headers?: Record<string, string> }>}
 * @param options {{ threads?: number, connections: number, seconds: number, rounds?: number,
 *   warmUpSeconds?: number, latency?: boolean, timeoutSeconds?: number,
 *   settleRss?: () => Promise<number>,
 *   afterWarmUp?: (warmUp: Awaited<ReturnType<typeof warmUntilSettled>> | null) =>
 *     Promise<void> | void }} With `settleRss`, the warm-up is repeated until that memory
 *   settles (bench/lib/rssSampler.mjs). `afterWarmUp` runs between the warm-up and the first
 *   round (e.g. to take a memory baseline), told how the warm-up went.
 * @returns {Promise<Record<string, ReturnType<typeof summariseRuns>>>}
 */
export async function wrkRounds(
  sides,
  { rounds = 2, warmUpSeconds = 2, settleRss, afterWarmUp = () => {}, ...options },
) {
  const names = Object.keys(sides)
  const runOf = async (name, seconds) => {
    const { url, headers } = sides[name]
    return assertClean(await wrk(url, { ...options, seconds, headers }), url)
  }
  const warmUp = async () => {
    for (const name of names) await runOf(name, warmUpSeconds)
  }
  await afterWarmUp(settleRss ? await warmUntilSettled(warmUp, settleRss) : (await warmUp(), null))
  const runs = Object.fromEntries(names.map((name) => [name, []]))
  for (let index = 0; index < rounds; index += 1) {
    for (const name of names) runs[name].push(await runOf(name, options.seconds))
  }
  return Object.fromEntries(names.map((name) => [name, summariseRuns(runs[name])]))
}
