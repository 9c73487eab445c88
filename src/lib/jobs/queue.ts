import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { type Line, type LineLock, withLineLock } from './lineLock'

/**
 * The queues of this app's jobs: data-rights work, the e-mails of account changes, and the
 * audio files made from masters (minutes of ffmpeg, so on a line of their own).
 */
export const QUEUES = ['privacy', 'mail', 'media'] as const
export type QueueName = (typeof QUEUES)[number]

/** Queues run in two lines, so a long transcode never holds back an e-mail. */
const LINES = { general: ['privacy', 'mail'], media: ['media'] } satisfies Record<
  Line,
  readonly QueueName[]
>
const lineOf = (queue: QueueName): Line => (queue === 'media' ? 'media' : 'general')

type LineRun = { running: Promise<void> | null; queuedDuringRun: boolean }

/**
 * Each line's run in this process, if one is under way, and whether work arrived during it.
 * Overlapping runs in one process race for the same jobs: Payload then fails writing a job log
 * and leaves a connection in an aborted transaction (seen with a few exports requested at once),
 * so runs here are serialised and work queued meanwhile is picked up by one more pass. Kept on
 * globalThis: Next bundles route handlers and pages separately, and each bundle would otherwise
 * have its own.
 */
const shared = globalThis as typeof globalThis & {
  __jobLines?: { runs: Record<Line, LineRun>; generalTickAt: number }
}
const lines = (shared.__jobLines ??= {
  runs: {
    general: { running: null, queuedDuringRun: false },
    media: { running: null, queuedDuringRun: false },
  },
  generalTickAt: 0,
})
const runs = lines.runs

/** One pass over a line's queues, stopped short when the line's lock is lost. */
const runPasses = async (
  payload: Payload,
  line: Line,
  lock: LineLock,
  onError: (error: unknown) => void,
): Promise<void> => {
  for (const queue of LINES[line]) {
    if (!lock.held()) return
    if (line === 'general') {
      await payload.jobs.run({ queue, limit: 10 }).catch(onError)
      continue
    }
    // The media line takes one job at a time (one ffmpeg beside the web servers) until none is
    // left that may run now.
    while (lock.held()) {
      const result = await payload.jobs.run({ queue, limit: 1 }).catch(onError)
      if (!result || result.noJobsRemaining || !Object.keys(result.jobStatus ?? {}).length) {
        break
      }
    }
  }
}

/**
 * Runs a line's queues, and runs them again while `pending.queuedDuringRun` says work arrived,
 * holding the line's lock across every app process (src/lib/jobs/lineLock.ts): Payload claims
 * jobs with a read and then a write, so two runs at once, in two instances, would both claim and
 * run the same job. A run whose lock was lost stops after the job under way; what is left is for
 * the next run, which opens a connection of its own. Never rejects: errors go to `onError`.
 */
export const runLineExclusively = (
  payload: Payload,
  line: Line,
  onError: (error: unknown) => void,
  pending: { queuedDuringRun: boolean } = { queuedDuringRun: false },
): Promise<void> =>
  withLineLock(
    line,
    async (lock) => {
      do {
        pending.queuedDuringRun = false
        await runPasses(payload, line, lock, onError)
      } while (pending.queuedDuringRun && lock.held())
    },
    {
      onLost: (error) =>
        payload.logger.warn({
          err: error,
          msg: `The ${line} jobs line lost its lock mid-run; it stops after the job under way`,
        }),
    },
  ).catch(onError)

const runSerially = (
  payload: Payload,
  line: Line,
  onError: (error: unknown) => void,
): Promise<void> => {
  const run = runs[line]
  if (run.running) {
    run.queuedDuringRun = true
    return run.running
  }
  run.queuedDuringRun = false
  const running = runLineExclusively(payload, line, onError, run).then(() => {
    run.running = null
    // Work queued while the run gave its lock back: one more run, which this one's callers
    // wait for too.
    if (run.queuedDuringRun) return runSerially(payload, line, onError)
  })
  run.running = running
  return running
}

/** Ticks start the media line every time, the general line once a minute. */
const GENERAL_TICK_MS = 60_000

/** A tick starts each line that is not already running in this process (or waiting for it). */
const tick = (payload: Payload, now = Date.now()): void => {
  const start = (line: Line) => {
    if (runs[line].running) return false
    void runSerially(payload, line, (error) =>
      payload.logger.error({ err: error, msg: `${line} jobs run failed` }),
    )
    return true
  }
  start('media')
  if (now - lines.generalTickAt >= GENERAL_TICK_MS && start('general')) lines.generalTickAt = now
}

/**
 * Jobs run in the app: a runner picks up queued work (and retries) every ten seconds for the
 * media line, every minute for the general one. `onTick` runs on each tick first (the sweep of
 * unfinished files, the outbox).
 *
 * Payload's cron is only the clock: its own runner would claim jobs outside the lines' locks, so
 * `shouldAutoRun` starts the lines itself and answers false.
 */
export const jobsConfig = (
  tasks: TaskConfig[],
  onTick?: (payload: Payload) => Promise<void>,
): JobsConfig => ({
  tasks,
  deleteJobOnComplete: true,
  shouldAutoRun: async (payload) => {
    await onTick?.(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: 'jobs tick failed' }),
    )
    tick(payload)
    return false
  },
  // Tests run the queue themselves; everywhere else the runners tick.
  autoRun:
    process.env.NODE_ENV === 'test' || process.env.JOBS_AUTORUN === 'false'
      ? undefined
      : [{ cron: '*/10 * * * * *' }],
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: true },
  }),
})

/**
 * Queues a job and starts its line at once, so nobody waits for the next tick. Queued inside a
 * request's transaction (`req`, from a hook), the job is only visible once that commits: the line
 * starts a moment later, and the next tick picks up a job committed later still.
 */
export const queueJob = async (
  payload: Payload,
  job: { task: string; input: Record<string, unknown>; queue: QueueName },
  options: { req?: PayloadRequest } = {},
): Promise<void> => {
  await payload.jobs.queue({
    ...job,
    ...(options.req ? { req: options.req } : {}),
  } as Parameters<Payload['jobs']['queue']>[0])
  const start = () =>
    void runSerially(payload, lineOf(job.queue), (error) =>
      payload.logger.error({ err: error, msg: `${job.queue} jobs run failed` }),
    )
  // Tests start the media line themselves (runJobs(payload, 'media')): a transcode in the
  // background would outlive the test that queued it. A process that runs no jobs
  // (JOBS_AUTORUN=false: the seed script, an instance kept for web traffic) leaves them queued
  // for one that does: a script would exit mid-build.
  if (job.queue === 'media' && process.env.NODE_ENV === 'test') return
  if (process.env.JOBS_AUTORUN === 'false') return
  if (options.req?.transactionID) setTimeout(start, AFTER_COMMIT_MS).unref()
  else start()
}

/** How long a hook's request usually takes to commit after queueing its job. */
const AFTER_COMMIT_MS = 300

/**
 * Runs the queues now (tests, the clean-up), after any run under way in this process, and in
 * another process: it waits for the line's lock.
 */
export const runJobs = (payload: Payload, line: Line = 'general'): Promise<void> =>
  runSerially(payload, line, (error) => payload.logger.warn({ err: error, msg: 'jobs run failed' }))
