import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { anonymiseUser } from './anonymise'
import { purgeExpiredExports, runExport } from './exportArchive'
import { PRIVACY_QUEUE } from './requests'

const exportUserData: TaskConfig<'exportUserData'> = {
  slug: 'exportUserData',
  inputSchema: [{ name: 'requestId', type: 'text', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await runExport(req.payload, input.requestId)
    return { output: {} }
  },
}

const eraseUser: TaskConfig<'eraseUser'> = {
  slug: 'eraseUser',
  inputSchema: [{ name: 'userId', type: 'text', required: true }],
  retries: 5,
  handler: async ({ input, req }) => {
    await anonymiseUser(req.payload, input.userId)
    return { output: {} }
  },
}

const purgeExports: TaskConfig<'purgeExpiredExports'> = {
  slug: 'purgeExpiredExports',
  retries: 1,
  handler: async ({ req }) => {
    await purgeExpiredExports(req.payload)
    return { output: {} }
  },
}

/** The data-rights jobs; each is safe to run again after a failure. */
const tasks = [exportUserData, eraseUser, purgeExports] as TaskConfig[]

/**
 * This process's run of the queue, if one is under way, and whether work arrived during it.
 * Overlapping runs in one process race for the same jobs: Payload then fails writing a job log
 * and leaves a connection in an aborted transaction (seen with a few exports requested at once),
 * so runs here are serialised and work queued meanwhile is picked up by one more pass.
 */
let running: Promise<void> | null = null
let queuedDuringRun = false

const runQueueSerially = (payload: Payload, onError: (error: unknown) => void): Promise<void> => {
  if (running) {
    queuedDuringRun = true
    return running
  }
  running = (async () => {
    do {
      queuedDuringRun = false
      await payload.jobs.run({ queue: PRIVACY_QUEUE }).catch(onError)
    } while (queuedDuringRun)
  })().finally(() => {
    running = null
  })
  return running
}

/** Jobs run in the app: every minute a runner picks up queued work (and retries). */
export const privacyJobs: JobsConfig = {
  tasks,
  deleteJobOnComplete: true,
  // The minute runner skips its tick while this process is already running the queue.
  shouldAutoRun: () => running === null,
  // Tests run the queue themselves; everywhere else a runner ticks every minute.
  autoRun:
    process.env.NODE_ENV === 'test' || process.env.JOBS_AUTORUN === 'false'
      ? undefined
      : [{ cron: '* * * * *', queue: PRIVACY_QUEUE, limit: 20 }],
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: true },
  }),
}

/** Queues a job and starts the queue at once, so a member does not wait for the next tick. */
export const queuePrivacyJob = async (
  payload: Payload,
  job:
    | { task: 'exportUserData'; input: { requestId: string } }
    | { task: 'eraseUser'; input: { userId: string } },
): Promise<void> => {
  await payload.jobs.queue({ ...job, queue: PRIVACY_QUEUE })
  void runQueueSerially(payload, (error) =>
    payload.logger.error({ err: error, msg: 'privacy jobs run failed' }),
  )
}

/**
 * Runs the queue now (tests, the clean-up), after any run under way in this process. A runner
 * in another process may still be finishing the same job: Payload then fails this run, which is
 * harmless because an unfinished job stays queued for the next run.
 */
export const runPrivacyJobs = (payload: Payload) =>
  runQueueSerially(payload, (error) =>
    payload.logger.warn({ err: error, msg: 'privacy jobs run failed' }),
  )
