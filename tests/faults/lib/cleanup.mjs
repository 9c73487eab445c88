// Everything the fault tests start is ended however the run ends: after the last scenario, on a
// failure, on Ctrl-C, or, as a last resort, when this process exits with work still running.
const stops = []
const lastResorts = new Set()

/** `stop` runs at clean-up, newest first; `lastResort` (synchronous) if the process exits first. */
export const registerCleanup = (stop, lastResort) => {
  stops.push(stop)
  if (lastResort) lastResorts.add(lastResort)
  return () => lastResorts.delete(lastResort)
}

let cleaning = null

/** Stops everything once; a second caller (Ctrl-C during the clean-up) waits for the first. */
export const cleanUp = () => {
  cleaning ??= (async () => {
    while (stops.length) {
      const stop = stops.pop()
      await stop().catch((error) => console.error(`clean-up: ${error.message}`))
    }
  })()
  return cleaning
}

process.on('exit', () => {
  for (const kill of lastResorts) kill()
})

let interrupted = false

/** Whether Ctrl-C (or a kill) is ending the run: what fails next is a consequence of it. */
export const wasInterrupted = () => interrupted

/** Ctrl-C or a polite kill: everything is stopped before this process exits. */
export const cleanUpOnSignals = () => {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
      console.error(`\n${signal}: stopping the app, the Stripe test server and the database…`)
      void cleanUp().finally(() => process.exit(130))
    })
  }
}
