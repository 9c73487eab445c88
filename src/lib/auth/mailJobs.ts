import type { Payload, TaskConfig } from 'payload'

import type { RequestMeta } from '@/lib/http/request'
import { queueJob } from '@/lib/jobs/queue'

import { sendEmailChangeMails } from './emailChange'
import { sendPasswordResetMail } from './passwordResetMail'

const metaFields = [
  { name: 'ipAddress', type: 'text' },
  { name: 'userAgent', type: 'text' },
] as const

/** The request's address and browser, carried by the job for its audit entry. */
const metaOf = (input: { ipAddress?: string | null; userAgent?: string | null }): RequestMeta => ({
  ipAddress: input.ipAddress ?? 'unknown',
  userAgent: input.userAgent ?? null,
})

const passwordResetMail: TaskConfig<'passwordResetMail'> = {
  slug: 'passwordResetMail',
  inputSchema: [{ name: 'email', type: 'text', required: true }, ...metaFields],
  retries: 3,
  handler: async ({ input, req }) => {
    await sendPasswordResetMail(req.payload, input.email, metaOf(input))
    return { output: {} }
  },
}

const emailChangeMail: TaskConfig<'emailChangeMail'> = {
  slug: 'emailChangeMail',
  inputSchema: [{ name: 'userId', type: 'text', required: true }, ...metaFields],
  retries: 3,
  handler: async ({ input, req }) => {
    await sendEmailChangeMails(req.payload, input.userId, metaOf(input))
    return { output: {} }
  },
}

/** The e-mails of account changes, sent by the jobs queue: never inline in a request. */
export const accountMailTasks = [passwordResetMail, emailChangeMail] as TaskConfig[]

export const queueAccountMail = (
  payload: Payload,
  job:
    | { task: 'passwordResetMail'; input: { email: string } }
    | { task: 'emailChangeMail'; input: { userId: string } },
  meta: RequestMeta,
): Promise<void> =>
  queueJob(payload, {
    task: job.task,
    input: { ...job.input, ipAddress: meta.ipAddress, userAgent: meta.userAgent },
    queue: 'mail',
  })
