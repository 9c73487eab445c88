import type { CollectionBeforeChangeHook } from 'payload'

/**
 * An address set through Payload (an admin in the CMS) is not one the member has proven, so it
 * is marked unconfirmed unless the same change confirms it: a member's data export and erasure
 * reach records by address only once it is confirmed (src/lib/privacy/ownRecords.ts). A member's
 * own change is confirmed by the link mailed to the new address (src/lib/auth/pendingEmail.ts).
 */
export const unverifyChangedEmail: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || typeof data.email !== 'string') return data
  if (data.email === originalDoc?.email) return data
  // `data` is the whole document as it will be saved: only a change that itself turns the flag on
  // confirms the new address.
  if (data.emailVerified === true && originalDoc?.emailVerified !== true) return data
  return { ...data, emailVerified: false }
}
