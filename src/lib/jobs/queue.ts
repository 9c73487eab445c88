import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

/**
 * The queues of this app's jobs: data-rights work, the e-mails of account changes, and the
 * audio files made from masters (minutes of ffmpeg, so on a line of their own).
 */
export const QUEUES = ['privacy', 'mail', 'media'] as const
export type QueueName = (typeof QUEUES)[number]

/** Queues run in two lines, so a long transcode never holds back an e-mail. */
const LINES = { general: ['privacy', 'mail'], media: ['media'] } as const
type Line = keyof typeof LINES
const lineOf = (queue: QueueName): Line => (queue === 'media' ? 'media' : 'general')

/**
 * Each line's run in this process, if one is under way, and whether work arrived during it.
 * Overlapping runs in one process race for the same jobs: Payload then fails writing a job log
 * and leaves a connection in an aborted transaction (seen with a few exports requested at once),
 * so runs here are serialised and work queued meanwhile is picked up by one more pass.
 */
const runs: Record<Line, { running: Promise<void> | null; queuedDuringRun: boolean }> = {
  general: { running: null, queuedDuringRun: false },
  media: { running: null, queuedDuringRun: false },
}

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
  run.running = (async () => {
    do {
      run.queuedDuringRun = false
      for (const queue of LINES[line]) {
        if (line === 'general') {
          await payload.jobs.run({ queue, limit: 10 }).catch(onError)
          continue
        }
        // The media line takes one job at a time (one ffmpeg per process, beside the web
        // server) until none is left that may run now.
        for (;;) {
          const result = await payload.jobs.run({ queue, limit: 1 }).catch(onError)
          if (!result || result.noJobsRemaining || !Object.keys(result.jobStatus ?? {}).length) {
            break
          }
        }
      }
    } while (run.queuedDuringRun)
  })().finally(() => {
    run.running = null
  })
  return run.running
}

const idle = () => runs.general.running === null && runs.media.running === null

/**
 * Jobs run in the app: a runner picks up queued work (and retries) every minute, every ten
 * seconds for the media line. `onTick` runs on each tick first (the sweep of unfinished files).
 */
export const jobsConfig = (
  tasks: TaskConfig[],
  onTick?: (payload: Payload) => Promise<void>,
): JobsConfig => ({
  tasks,
  deleteJobOnComplete: true,
  // A tick is skipped while this process is already running a line.
  shouldAutoRun: async (payload) => {
    await onTick?.(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: 'jobs tick failed' }),
    )
    return idle()
  },
  // Tests run the queue themselves; everywhere else the runners tick.
  autoRun:
    process.env.NODE_ENV === 'test' || process.env.JOBS_AUTORUN === 'false'
      ? undefined
      : QUEUES.map((queue) =>
          queue === 'media'
            ? { cron: '*/10 * * * * *', queue, limit: 1 }
            : { cron: '* * * * *', queue, limit: 20 },
        ),
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
 * Runs the queues now (tests, the clean-up), after any run under way in this process. A runner
 * in another process may still be finishing the same job: Payload then fails this run, which is
 * harmless because an unfinished job stays queued for the next run.
 */
export const runJobs = (payload: Payload, line: Line = 'general'): Promise<void> =>
  runSerially(payload, line, (error) => payload.logger.warn({ err: error, msg: 'jobs run failed' }))
