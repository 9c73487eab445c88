import { z } from 'zod'

import { EMAIL_MAX, emailAddress, INVALID_EMAIL } from './email'
import { PASSWORD_CRITERIA } from './passwordStrength'

/**
 * The schemas of the sign-in, registration and account forms, shared by the forms
 * (react-hook-form) and the endpoints, with the spec's messages (§5).
 */

const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: INVALID_EMAIL })
  .pipe(emailAddress())

const strongPassword = PASSWORD_CRITERIA.reduce(
  (schema, { test, message }) => schema.refine(test, { message }),
  z
    .string({ error: 'Password is required' })
    .max(128, { error: 'Password must be at most 128 characters' }),
)

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(50, { error: `${label} is too long` })

export const mfaCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' })

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
  mfaToken: z.string().max(6, { error: 'The code has 6 digits' }).optional(),
  rememberMe: z.boolean().optional(),
})

/** What POST /api/auth/register receives (the form's confirmPassword is not sent). */
export const registerPayloadSchema = z.object({
  email,
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, { error: 'Username must be at least 3 characters' })
    .max(20, { error: 'Username must be less than 20 characters' })
    .regex(/^[A-Za-z0-9_]+$/, {
      error: 'Username can only contain letters, numbers, and underscores',
    }),
  firstName: name('First name'),
  lastName: name('Last name'),
  password: strongPassword,
  consentToDataProcessing: z.boolean().optional(),
})

export const CONSENT_REQUIRED_MESSAGE =
  'Please agree to the processing of your personal data to create an account'

/**
 * The form asks for consent as a required checkbox; the endpoint still takes it as optional
 * (registerPayloadSchema), so a sign-up without it starts with no consent recorded.
 */
export const registerFormSchema = registerPayloadSchema
  .extend({ confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .refine((data) => data.consentToDataProcessing === true, {
    message: CONSENT_REQUIRED_MESSAGE,
    path: ['consentToDataProcessing'],
  })

/** Backup codes may stand in for a TOTP code at the verify step and to disable MFA. */
export const mfaCodeOrBackupSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: 'Enter the 6-digit code' })

/**
 * The sign-in's second step (POST /api/auth/mfa/verify and its form): one schema for both code
 * modes, since a 6-digit code is also what the backup-or-code rule accepts.
 */
export const mfaVerifySchema = z.object({ token: mfaCodeOrBackupSchema })

export const mfaSetupConfirmSchema = z.object({ token: mfaCodeSchema })

export const mfaDisableSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
  token: mfaCodeOrBackupSchema,
})

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' }),
    newPassword: strongPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required'

/**
 * A different e-mail also needs the current password; whether it is different only the server
 * (and the form, which knows the current address: src/lib/validation/emailChange.ts) can tell.
 */
export const profileSchema = z.object({
  email,
  firstName: name('First name'),
  lastName: name('Last name'),
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .max(128, { error: 'Current password is incorrect' })
    .optional(),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({
    token: z.string().min(20, { error: 'This reset link is not valid' }).max(200),
    password: strongPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
