import pg from 'pg'
import type { Payload, TaskConfig } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runJobs, runLineExclusively } from '@/lib/jobs/queue'

import { getTestPayload } from '../helpers/payload'

/*
 * Each job runs once however many app processes run the queues: a line's runs hold its
 * PostgreSQL advisory lock. Two calls of runLineExclusively stand for two processes: each opens
 * its own lock connection, as another process would, and neither knows of the other.
 */

let payload: Payload
let admin: pg.Client

/** A task of the general line whose runs the tests count (its real work is irrelevant here). */
const TASK = 'purgeExpiredExports'
let original: TaskConfig['handler']
let runsOf: string[] = []
let during: (() => Promise<void>) | null = null
const errors: unknown[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  const task = payload.config.jobs.tasks!.find((candidate) => candidate.slug === TASK)!
  original = task.handler
  task.handler = async ({ job }) => {
    runsOf.push(String(job.id))
    // Long enough for a second runner to read the queue while this job is under way.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await during?.()
    return { output: {} }
  }
})
afterEach(() => {
  runsOf = []
  during = null
  errors.length = 0
})
afterAll(async () => {
  payload.config.jobs.tasks!.find((candidate) => candidate.slug === TASK)!.handler = original
  await admin.end()
})

const queue = async (): Promise<string> =>
  String((await payload.jobs.queue({ task: TASK, input: {}, queue: 'privacy' })).id)

const runner = () => runLineExclusively(payload, 'general', (error) => errors.push(error))

/** The connections holding, or waiting for, a jobs lock of this database. */
const lockBackends = async (): Promise<number[]> =>
  (
    await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'artist jobs general'`,
    )
  ).rows.map((row) => row.pid)

const queuedJobs = async (): Promise<number> =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: TASK } } }))
    .totalDocs

describe('job lines across processes', () => {
  it('runs a queued job once when two processes run its line at the same moment', async () => {
    // A few rounds: without the lock, two runs at once claim the same job in most of them.
    const jobs: string[] = []
    for (let round = 0; round < 5; round += 1) {
      jobs.push(await queue())
      await Promise.all([runner(), runner()])
    }

    expect(runsOf).toEqual(jobs)
    expect(errors).toEqual([])
    expect(await queuedJobs()).toBe(0)
  })

  it('runs several jobs once each when three processes run the line at once', async () => {
    const jobs = [await queue(), await queue(), await queue()]

    await Promise.all([runner(), runner(), runner()])

    expect([...runsOf].sort()).toEqual([...jobs].sort())
    expect(errors).toEqual([])
  })

  it('a process that finds the line busy waits, and runs what it queued meanwhile', async () => {
    const first = await queue()
    let second: Promise<void> | null = null
    let queued = ''
    // While the first process runs its job (its pass has read the queue), the second queues a
    // job and starts the line: busy, it waits, then runs the job the first never saw.
    during = async () => {
      during = null
      queued = await queue()
      second = runner()
    }

    await runner()
    await second

    expect(runsOf).toEqual([first, queued])
    expect(errors).toEqual([])
    expect(await queuedJobs()).toBe(0)
  })

  it('gives the line up when its lock connection dies, and the next run opens a new one', async () => {
    await queue()
    let other: Promise<void> | null = null
    during = async () => {
      during = null
      const [pid] = await lockBackends()
      await admin.query('SELECT pg_terminate_backend($1)', [pid])
      // PostgreSQL released the lock with the session: another process may take the line now,
      // while this job is still under way.
      other = runner()
      await other
    }

    await runner()
    await other
    expect(runsOf).toHaveLength(1)

    const later = await queue()
    await runJobs(payload)
    expect(runsOf.at(-1)).toBe(later)
    expect(await lockBackends()).toEqual([])
  })

  it('a tick of Payload’s cron starts the lines under their locks, never Payload’s own runner', async () => {
    const job = await queue()
    const shouldAutoRun = payload.config.jobs.shouldAutoRun!

    expect(await shouldAutoRun(payload)).toBe(false)
    // The tick started the general line in the background; runJobs joins it.
    await runJobs(payload)
    await runJobs(payload, 'media')

    expect(runsOf).toEqual([job])
  })
})
