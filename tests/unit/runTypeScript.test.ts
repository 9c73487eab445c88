import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { runTypeScript, UNSETTLED_AWAIT_EXIT } from '../../scripts/lib/run.mjs'

let dir = ''
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-ts-'))
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(dir, { recursive: true, force: true })
})

/**
 * A script that counts its starts in a file and exits with `codes[start]` (the last code once
 * the list runs out).
 */
const script = (codes: number[]) => {
  const file = path.join(dir, 'script.mts')
  const count = path.join(dir, 'starts')
  fs.writeFileSync(
    file,
    `import fs from 'node:fs'
const starts: number = fs.existsSync(${JSON.stringify(count)}) ? Number(fs.readFileSync(${JSON.stringify(count)}, 'utf8')) : 0
fs.writeFileSync(${JSON.stringify(count)}, String(starts + 1))
const codes: number[] = ${JSON.stringify(codes)}
process.exit(codes[Math.min(starts, codes.length - 1)])
`,
  )
  return { file, starts: () => Number(fs.readFileSync(count, 'utf8')) }
}

describe('runTypeScript', () => {
  it('starts a script again when Node ended it with an unsettled top-level await, and gives its answer', async () => {
    const { file, starts } = script([UNSETTLED_AWAIT_EXIT, 0])
    expect(await runTypeScript([file])).toBe(0)
    expect(starts()).toBe(2)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('starting it again'))
  }, 30_000)

  it('gives up after the attempts it is allowed, with the code', async () => {
    const { file, starts } = script([UNSETTLED_AWAIT_EXIT])
    expect(await runTypeScript([file], { attempts: 2 })).toBe(UNSETTLED_AWAIT_EXIT)
    expect(starts()).toBe(2)
  }, 30_000)

  it("takes any other exit as the script's answer, at once", async () => {
    const { file, starts } = script([1, 0])
    expect(await runTypeScript([file])).toBe(1)
    expect(starts()).toBe(1)
  }, 30_000)
})
