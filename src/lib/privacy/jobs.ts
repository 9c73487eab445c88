import type { Payload, TaskConfig } from 'payload'

import { queueJob, runJobs } from '@/lib/jobs/queue'

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
export const privacyTasks = [exportUserData, eraseUser, purgeExports] as TaskConfig[]

/** Queues a data-rights job and starts the queue at once. */
export const queuePrivacyJob = (
  payload: Payload,
  job:
    | { task: 'exportUserData'; input: { requestId: string } }
    | { task: 'eraseUser'; input: { userId: string } },
): Promise<void> => queueJob(payload, { ...job, queue: PRIVACY_QUEUE })

/** Runs the queued jobs now (tests, the clean-up). */
export const runPrivacyJobs = runJobs
