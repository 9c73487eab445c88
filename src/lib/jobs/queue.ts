import type { JobsConfig, Payload, TaskConfig } from 'payload'

/** The queues of this app's jobs: data-rights work, and the e-mails of account changes. */
export const QUEUES = ['privacy', 'mail'] as const
export type QueueName = (typeof QUEUES)[number]

/**
 * This process's run of the queues, if one is under way, and whether work arrived during it.
 * Overlapping runs in one process race for the same jobs: Payload then fails writing a job log
 * and leaves a connection in an aborted transaction (seen with a few exports requested at once),
 * so runs here are serialised and work queued meanwhile is picked up by one more pass.
 */
let running: Promise<void> | null = null
let queuedDuringRun = false

const runSerially = (payload: Payload, onError: (error: unknown) => void): Promise<void> => {
  if (running) {
    queuedDuringRun = true
    return running
  }
  running = (async () => {
    do {
      queuedDuringRun = false
      for (const queue of QUEUES) await payload.jobs.run({ queue }).catch(onError)
    } while (queuedDuringRun)
  })().finally(() => {
    running = null
  })
  return running
}

/** Jobs run in the app: every minute a runner picks up queued work (and retries). */
export const jobsConfig = (tasks: TaskConfig[]): JobsConfig => ({
  tasks,
  deleteJobOnComplete: true,
  // The minute runner skips its tick while this process is already running the queue.
  shouldAutoRun: () => running === null,
  // Tests run the queue themselves; everywhere else a runner ticks every minute.
  autoRun:
    process.env.NODE_ENV === 'test' || process.env.JOBS_AUTORUN === 'false'
      ? undefined
      : QUEUES.map((queue) => ({ cron: '* * * * *', queue, limit: 20 })),
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: true },
  }),
})

/** Queues a job and starts the queues at once, so nobody waits for the next tick. */
export const queueJob = async (
  payload: Payload,
  job: { task: string; input: Record<string, unknown>; queue: QueueName },
): Promise<void> => {
  await payload.jobs.queue(job as Parameters<Payload['jobs']['queue']>[0])
  void runSerially(payload, (error) =>
    payload.logger.error({ err: error, msg: `${job.queue} jobs run failed` }),
  )
}

/**
 * Runs the queues now (tests, the clean-up), after any run under way in this process. A runner
 * in another process may still be finishing the same job: Payload then fails this run, which is
 * harmless because an unfinished job stays queued for the next run.
 */
export const runJobs = (payload: Payload) =>
  runSerially(payload, (error) => payload.logger.warn({ err: error, msg: 'jobs run failed' }))
