// HTTP load with wrk (Debian's, /usr/bin/wrk): a C load generator that costs the machine far
// less than the servers it measures, so it is the project's reference load. Runs it and reads
// its text report (requests/s, transfer/s, latency percentiles, errors).
import { execFile } from 'node:child_process'

export const WRK = '/usr/bin/wrk'

/** wrk's binary units (format_binary: powers of 1024), as it prints them before "B". */
const BINARY = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 }
/** wrk's time units (format_time_us). */
const TIME_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** "123.45MB" → bytes; null when it is not one of wrk's sizes. */
export function parseBytes(text) {
  const match = /^([\d.]+)([KMGT]?)B$/.exec(text.trim())
  return match ? Number(match[1]) * BINARY[match[2]] : null
}

/** "4.56ms" → 4.56; null when it is not one of wrk's durations. */
export function parseMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim())
  return match ? Number(match[1]) * TIME_MS[match[2]] : null
}

/**
 * The latency percentiles of a report printed with --latency (null without it). wrk pads a
 * unit shorter than two letters ("1.89s "), so the value need not end the line.
 */
export function latencyPercentiles(text) {
  const at = (p) => {
    const found = new RegExp(`^\\s*${p}%\\s+(\\S+)\\s*$`, 'm').exec(text)
    return found ? parseMs(found[1]) : null
  }
  return { p50: at(50), p90: at(90), p99: at(99) }
}

/**
 * The figures of one wrk report. `non2xx` is the count on its "Non-2xx or 3xx responses:" line
 * (0 when the line is absent, i.e. every response was 2xx/3xx); `socketErrors` the sum of its
 * "Socket errors:" line (connect, read, write, timeout).
 */
export function parseWrk(text) {
  const line = (label) => new RegExp(`^\\s*${label}\\s*(.+)$`, 'm').exec(text)?.[1].trim()
  const requestsPerSecond = Number(line('Requests/sec:'))
  const transfer = line('Transfer/sec:')
  const bytesPerSecond = transfer === undefined ? null : parseBytes(transfer)
  if (!Number.isFinite(requestsPerSecond) || bytesPerSecond === null) {
    throw new Error(`wrk printed no Requests/sec or Transfer/sec line:\n${text}`)
  }
  const totals = /^\s*(\d+) requests in ([\d.]+\w+), ([\d.]+\w?B) read/m.exec(text)
  const socket = line('Socket errors:')
  const socketErrors = socket
    ? [...socket.matchAll(/(\d+)/g)].reduce((sum, [count]) => sum + Number(count), 0)
    : 0
  return {
    requestsPerSecond,
    bytesPerSecond,
    megabytesPerSecond: bytesPerSecond / 1024 / 1024,
    requests: totals ? Number(totals[1]) : null,
    seconds: totals ? parseMs(totals[2]) / 1000 : null,
    bytesRead: totals ? parseBytes(totals[3]) : null,
    // With --latency only.
    latencyMs: latencyPercentiles(text),
    non2xx: Number(line('Non-2xx or 3xx responses:') ?? 0),
    socketErrors,
  }
}

/**
 * One wrk run against `url`; resolves with parseWrk's figures and the raw report.
 * @param url {string}
 * @param options {{ threads?: number, connections: number, seconds: number,
 *   headers?: Record<string, string>, latency?: boolean, timeoutSeconds?: number }}
 */
export function wrk(
  url,
  { threads = 1, connections, seconds, headers = {}, latency = true, timeoutSeconds = 10 },
) {
  const args = [
    ...['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`],
    ...['--timeout', `${timeoutSeconds}s`],
    ...(latency ? ['--latency'] : []),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk ${args.join(' ')} failed: ${stderr || error}`))
      try {
        resolve({ ...parseWrk(stdout), report: stdout })
      } catch (parseError) {
        reject(parseError)
      }
    })
  })
}

/** A run with failed requests measures the wrong thing: it is an error, not a figure. */
export function assertClean(run, url) {
  if (run.non2xx > 0 || run.socketErrors > 0) {
    throw new Error(
      `${url}: ${run.non2xx} non-2xx responses, ${run.socketErrors} socket errors\n${run.report}`,
    )
  }
  return run
}
