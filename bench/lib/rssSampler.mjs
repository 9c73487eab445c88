// The app's resident memory sampled while a benchmark runs, for its growth (bench/stack.mjs).

const megabytes = (bytes) => Math.round(bytes / 1024 / 1024)

/**
 * `rss()` (bytes, e.g. the stack's instances') from now on, every 200 ms, until `stop()`: the
 * figures in MB.
 */
export async function sampleRss(rss) {
  const before = await rss()
  let peak = before
  const timer = setInterval(async () => {
    peak = Math.max(peak, await rss())
  }, 200)
  return {
    stop: async () => {
      clearInterval(timer)
      const after = await rss()
      peak = Math.max(peak, after)
      return {
        before: megabytes(before),
        peak: megabytes(peak),
        after: megabytes(after),
        growth: megabytes(peak - before),
      }
    },
  }
}

/**
 * Runs `pass` (a warm-up: the load about to be measured) until `rss()` has grown by less than
 * `megabytes` over each of `calm` passes in a row, or `most` passes have run. A process's heap
 * grows to its working size under a new load (V8 widens its young generation and lets the old
 * one grow in steps before it collects), and the faster the app answers, the more passes that
 * takes: memory growth is then measured from the size it settled at, and how much it grew on
 * the way is reported beside it (with `settled` false when it never did).
 * @returns {Promise<{ passes: number, grownMegabytes: number, settled: boolean }>}
 */
export async function warmUntilSettled(
  pass,
  rss,
  { megabytes: limit = 5, calm: wanted = 2, most = 10 } = {},
) {
  const first = await rss()
  let before = first
  let calm = 0
  for (let passes = 1; ; passes += 1) {
    await pass()
    const after = await rss()
    calm = after - before < limit * 1024 * 1024 ? calm + 1 : 0
    if (calm >= wanted || passes >= most) {
      return { passes, grownMegabytes: megabytes(after - first), settled: calm >= wanted }
    }
    before = after
  }
}
