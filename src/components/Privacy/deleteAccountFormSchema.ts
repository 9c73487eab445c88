import type { z } from 'zod'

import { mfaCodeOrBackupSchema } from '@/lib/validation/auth'
import { deleteAccountSchema } from '@/lib/validation/privacy'

/**
 * The endpoint's schema, with the code made required when the account has MFA on: the server
 * refuses without it, so the form says so before sending.
 */
export const deleteAccountFormSchema = (mfaEnabled: boolean) =>
  mfaEnabled ? deleteAccountSchema.extend({ token: mfaCodeOrBackupSchema }) : deleteAccountSchema

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>
