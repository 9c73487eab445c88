import { describe, expect, it } from 'vitest'

import { createTurnGate } from '@/lib/http/turnGate'

/** An event loop whose turns the test runs by hand. */
const manualLoop = () => {
  const pending: Array<() => void> = []
  return {
    nextTurn: (callback: () => void) => void pending.push(callback),
    /** Runs the callbacks due this turn, then lets resolved promises continue. */
    async runTurn() {
      const due = pending.splice(0)
      due.forEach((callback) => callback())
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    idle: () => pending.length === 0,
  }
}

describe('the turn gate', () => {
  it('lets requests straight through while the turn has budget left', () => {
    const loop = manualLoop()
    const gate = createTurnGate(3, loop.nextTurn)
    expect([gate.admit(), gate.admit(), gate.admit()]).toEqual([undefined, undefined, undefined])
    expect(gate.admit()).toBeInstanceOf(Promise)
    expect(gate.waiting()).toBe(1)
  })

  it('starts at most the budget per turn, first come first served', async () => {
    const loop = manualLoop()
    const gate = createTurnGate(2, loop.nextTurn)
    const started: number[] = []
    for (let i = 0; i < 7; i++) {
      const wait = gate.admit()
      if (wait) void wait.then(() => started.push(i))
      else started.push(i)
    }
    expect(started).toEqual([0, 1])
    await loop.runTurn()
    expect(started).toEqual([0, 1, 2, 3])
    await loop.runTurn()
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    await loop.runTurn()
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(gate.waiting()).toBe(0)
  })

  it('does not let a newcomer overtake requests already waiting', async () => {
    const loop = manualLoop()
    const gate = createTurnGate(1, loop.nextTurn)
    expect(gate.admit()).toBeUndefined()
    const waiting = gate.admit()
    await loop.runTurn() // the waiting request takes this turn's budget
    expect(gate.admit()).toBeInstanceOf(Promise)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('gives a fresh budget each turn, and goes quiet when nothing is waiting', async () => {
    const loop = manualLoop()
    const gate = createTurnGate(1, loop.nextTurn)
    expect(gate.admit()).toBeUndefined()
    await loop.runTurn()
    expect(gate.admit()).toBeUndefined()
    await loop.runTurn()
    await loop.runTurn()
    expect(loop.idle()).toBe(true)
  })
})
