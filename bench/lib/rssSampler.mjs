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
