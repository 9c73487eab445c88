import { z } from 'zod'

import { EMAIL_MAX, emailAddress, INVALID_EMAIL } from './email'

/**
 * The contact form's schema, shared by the form (react-hook-form) and POST /api/contacts. The
 * limits are the Contacts collection's, so a message that passes here is never refused on save.
 */
export const CONTACT_LIMITS = {
  fullName: 200,
  email: EMAIL_MAX,
  mailingAddress: 500,
  phoneNumber: 50,
  socialMedia: 200,
  message: 5000,
} as const

/** Where a message may say it came from; anything else is stored as 'website'. */
export const CONTACT_SOURCES = ['website', 'landing', 'home'] as const

export type ContactSource = (typeof CONTACT_SOURCES)[number]

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()

export const contactFormSchema = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(CONTACT_LIMITS.fullName, {
      error: `Full name must be at most ${CONTACT_LIMITS.fullName} characters`,
    }),
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .max(CONTACT_LIMITS.email, { error: INVALID_EMAIL })
    .pipe(emailAddress()),
  mailingAddress: optionalText('Mailing address', CONTACT_LIMITS.mailingAddress),
  phoneNumber: optionalText('Phone number', CONTACT_LIMITS.phoneNumber),
  socialMedia: optionalText('Social media', CONTACT_LIMITS.socialMedia),
  message: optionalText('Message', CONTACT_LIMITS.message),
})

export type ContactFormValues = z.input<typeof contactFormSchema>

/**
 * What the endpoint reads: the form's fields, plus `source` and `status`, which the spec's call
 * sends but the server decides (see `contactSource`), and the honeypot `homepage`, which only a
 * bot fills in.
 */
export const contactPayloadSchema = contactFormSchema.extend({
  source: z.unknown().optional(),
  status: z.unknown().optional(),
  homepage: z.unknown().optional(),
})

export const contactSource = (value: unknown): ContactSource =>
  CONTACT_SOURCES.find((source) => source === value) ?? 'website'
