import { zodResolver } from '@hookform/resolvers/zod'

import {
  forgotPasswordSchema,
  loginSchema,
  mfaVerifySchema,
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
// The input itself keeps authenticator codes to digits.
export const mfaStepResolver = zodResolver(mfaVerifySchema)
