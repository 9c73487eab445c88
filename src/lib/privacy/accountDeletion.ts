import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { revokeUserSessions } from '@/lib/auth/sessions'
import { queuePrivacyJob } from '@/lib/privacy/jobs'

/**
 * Marks the account for erasure, ends every session at once, records the deletion request and
 * queues the job that erases the account.
 */
export const requestAccountDeletion = async (payload: Payload, userId: string): Promise<void> => {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { gdprDeleteRequested: true },
    overrideAccess: true,
  })
  await revokeUserSessions(payload, userId)
  const deletion = await payload.create({
    collection: 'data-export-requests',
    data: { user: userId, requestType: 'deletion', status: 'pending' },
    overrideAccess: true,
  })
  // No personal data in the entry: the account id only.
  await audit(payload, {
    eventType: 'account_deletion_requested',
    action: 'Account deletion requested',
    user: userId,
    resourceType: 'users',
    resourceId: userId,
    severity: 'warning',
    details: { requestId: deletion.id },
  })
  await queuePrivacyJob(payload, { task: 'eraseUser', input: { userId } })
}
