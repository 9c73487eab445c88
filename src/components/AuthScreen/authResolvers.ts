import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

import {
  forgotPasswordSchema,
  loginSchema,
  mfaCodeOrBackupSchema,
  registerFormSchema,
  resetPasswordSchema,
} from '@/lib/validation/auth'

/*
 * The sign-in forms' resolvers, with zod behind them. The forms import this file only through
 * lazyResolver, so it loads when a form is first used, not with the page.
 */

export const loginResolver = zodResolver(loginSchema)
export const registerResolver = zodResolver(registerFormSchema)
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema)
export const resetPasswordResolver = zodResolver(resetPasswordSchema)
// One schema for both code modes: a 6-digit code is also what the backup-or-code rule accepts,
// and the input itself keeps authenticator codes to digits.
export const mfaStepResolver = zodResolver(z.object({ token: mfaCodeOrBackupSchema }))
