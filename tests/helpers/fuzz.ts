import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'

import { echoOf, problemWith, type AnswerRules } from './fuzzing/answers'

/**
 * Property-based fuzzing of the documented JSON calls: each endpoint gets FUZZ_RUNS generated
 * inputs (tests/helpers/fuzzing: values, bodies, requests) and every answer must keep one rule
 * (tests/helpers/fuzzing/answers.ts). The inputs are counted for the test report.
 */

/** Generated inputs per endpoint; FUZZ_RUNS raises it for a long run. */
export const FUZZ_RUNS = Math.max(1, Math.floor(Number(process.env.FUZZ_RUNS) || 1000))
/**
 * A failure is reported as found, with the seed and path that replay it: FUZZ_SEED and
 * FUZZ_PATH replay it, and FUZZ_SHRINK=1 then shrinks it (each step is a real call: slow).
 */
const REPLAY = {
  seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
  path: process.env.FUZZ_PATH || undefined,
  endOnFailure: process.env.FUZZ_SHRINK !== '1',
}

/** Enough time for the runs on a busy machine; a shrinking failure gets the same again. */
export const FUZZ_TIMEOUT_MS = Math.max(120_000, FUZZ_RUNS * 400)

/** One documented call under fuzz: its generated input and how the input becomes a request. */
export type FuzzTarget<T> = {
  /** `METHOD /api/path`, as the counts name it. */
  name: string
  input: fc.Arbitrary<T>
  call: (input: T) => Promise<Response>
  rules?: AnswerRules
  /** Inputs that once broke the call: always run, whatever the seed. */
  examples?: T[]
}

/** Inputs generated per endpoint in this test file, written out by `writeCounts`. */
export const counts: Record<string, number> = {}

/**
 * With FUZZ_REPORT=1, how each endpoint answered (statuses seen, a thrown error as `threw`)
 * and what it cost: to check that inputs get past the first checks, and to tune the weights.
 */
const report = (name: string, statuses: Map<string, number>, started: NodeJS.CpuUsage) => {
  if (process.env.FUZZ_REPORT !== '1') return
  const cpu = process.cpuUsage(started)
  const seen = [...statuses].sort().map(([status, n]) => `${status}×${n}`)
  console.log(
    `FUZZ ${name}: ${seen.join(' ')} (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU in this process)`,
  )
}

export const fuzz = async <T>(target: FuzzTarget<T>): Promise<void> => {
  counts[target.name] ??= 0
  const statuses = new Map<string, number>()
  const started = process.cpuUsage()
  const seen = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const examples = (target.examples ?? []).map((example) => [example] as [T])
  try {
    await fc.assert(
      fc.asyncProperty(target.input, async (input) => {
        counts[target.name] += 1
        const response = await target.call(input).catch((error: unknown) => {
          seen('threw')
          throw error
        })
        seen(String(response.status))
        const problem = await problemWith(response, () => echoOf(input), target.rules)
        if (problem) throw new Error(`${target.name}: ${problem}`)
      }),
      {
        // fast-check counts the fixed examples among the runs: they come on top of FUZZ_RUNS.
        numRuns: FUZZ_RUNS + examples.length,
        ...REPLAY,
        examples,
      },
    )
  } finally {
    report(target.name, statuses, started)
  }
}

/** `.test-results/counts/fuzz-<file>.json`, summed into the report by scripts/test.mjs. */
export const writeCounts = (file: string) => {
  const folder = path.join(process.cwd(), '.test-results', 'counts')
  fs.mkdirSync(folder, { recursive: true })
  const perEndpoint = Object.fromEntries(Object.entries(counts).sort())
  fs.writeFileSync(
    path.join(folder, `fuzz-${file}.json`),
    `${JSON.stringify(
      {
        label: 'fuzzed inputs',
        endpoints: Object.keys(perEndpoint).length,
        inputs: Object.values(perEndpoint).reduce((sum, n) => sum + n, 0),
        perEndpoint,
      },
      null,
      2,
    )}\n`,
  )
}
