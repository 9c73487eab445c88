/**
 * Fair admission under overload.
 *
 * Node (libuv 1.45 and later) accepts one new connection per turn of its event loop. When the
 * server is saturated every turn is long: hundreds of keep-alive connections each have a request
 * ready, and all of them are handled in the same turn. Visitors who connect during the rush then
 * wait in the kernel's queue, about one turn for each connection ahead of them, while the
 * connections already in are served again and again. In a burst of 500 connections some waited
 * over a minute for their first byte while others were answered in one second.
 *
 * The gate lets at most `budget` requests start per turn; the others wait, in the order they
 * came, for the next turns. Each turn stays short, so the loop is soon back to accepting, and
 * requests are served first come, first served. Under light load nothing waits.
 */
export type TurnGate = {
  /** Undefined when the request may start now, or a promise that resolves when it may. */
  admit: () => Promise<void> | undefined
  /** Requests waiting for a turn. */
  waiting: () => number
}

export function createTurnGate(
  budget: number,
  nextTurn: (callback: () => void) => void = setImmediate,
): TurnGate {
  const queue: Array<() => void> = []
  let startedThisTurn = 0
  let scheduled = false

  const turn = (): void => {
    scheduled = false
    startedThisTurn = 0
    while (startedThisTurn < budget && queue.length > 0) {
      startedThisTurn++
      queue.shift()!()
    }
    // One more turn: to let the rest in, or to reset the count of the requests let in now.
    if (startedThisTurn > 0) schedule()
  }

  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    nextTurn(turn)
  }

  return {
    admit() {
      schedule()
      if (startedThisTurn < budget && queue.length === 0) {
        startedThisTurn++
        return undefined
      }
      return new Promise<void>((resolve) => queue.push(resolve))
    },
    waiting: () => queue.length,
  }
}
