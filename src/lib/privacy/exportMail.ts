import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import type { Mail } from '@/lib/mail/mailer'

import { isErasedAddress } from './anonymise'

/** 'Your data export is ready', while the archive can still be downloaded; null otherwise. */
export const renderExportReady = async (
  payload: Payload,
  requestId: string | null,
): Promise<Mail | null> => {
  if (!requestId) return null
  // Missing: nothing to send. Any other failure is thrown, and the outbox tries again later.
  const {
    docs: [request],
  } = await payload.find({
    collection: 'data-export-requests',
    where: { id: { equals: requestId } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const user = request && typeof request.user === 'object' ? request.user : null
  const expiresAt = request?.expiresAt ? new Date(request.expiresAt) : null
  if (!request || request.status !== 'completed' || !user || !expiresAt) return null
  if (expiresAt.getTime() <= Date.now() || isErasedAddress(user.email)) return null
  return {
    to: user.email,
    subject: 'Your data export is ready',
    text: [
      'The copy of your data you asked for is ready.',
      '',
      `Download it from your dashboard until ${expiresAt.toISOString().slice(0, 10)}: ${siteUrl()}/dashboard`,
      '',
      'After that date the file is removed.',
    ].join('\n'),
  }
}
