import type { DeleteAccountInput } from './deleteAccountFormSchema'

/** The request body: no empty code for an account without MFA. */
export const deleteAccountBody = ({ password, token }: DeleteAccountInput) =>
  token?.trim() ? { password, token: token.trim() } : { password }

/** Which field a refusal belongs under: the code when it is about the code, else the password. */
export const refusedField = (message: string, mfaEnabled: boolean): 'password' | 'token' =>
  mfaEnabled && /\b(code|token|mfa|authenticator)\b/i.test(message) ? 'token' : 'password'
