import { setTimeout as sleep } from 'node:timers/promises'

/** Reads until `read` gives something truthy or `withinMs` has passed; the last value read. */
export async function poll(read, withinMs, everyMs = 100) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const value = await read()
    if (value || Date.now() > deadline) return value
    await sleep(everyMs)
  }
}
