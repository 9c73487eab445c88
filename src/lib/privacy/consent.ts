import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

/** The member consents to data processing from the dashboard; the consent is dated and logged. */
export const recordConsent = async (
  payload: Payload,
  userId: string,
  meta: RequestMeta,
): Promise<User> => {
  const user = await payload.update({
    collection: 'users',
    id: userId,
    data: { consentToDataProcessing: true, consentDate: new Date().toISOString() },
    overrideAccess: true,
  })
  await audit(payload, {
    eventType: 'consent_given',
    action: 'Consent to data processing given',
    user: user.id,
    meta,
  })
  return user
}
