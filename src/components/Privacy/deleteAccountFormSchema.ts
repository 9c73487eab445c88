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

/** The request body: no empty code for an account without MFA. */
export const deleteAccountBody = ({ password, token }: DeleteAccountInput) =>
  token?.trim() ? { password, token: token.trim() } : { password }

/** Which field a refusal belongs under: the code when it is about the code, else the password. */
export const refusedField = (message: string, mfaEnabled: boolean): 'password' | 'token' =>
  mfaEnabled && /\b(code|token|mfa|authenticator)\b/i.test(message) ? 'token' : 'password'
