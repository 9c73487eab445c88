import { z } from 'zod'

/** A toast's worth of feedback (spec §8 "Newsletter"). */
export type NewsletterNotice = { title: string; description: string }

const REQUIRED: NewsletterNotice = {
  title: 'Email Required',
  description: 'Please enter your email address.',
}
const INVALID: NewsletterNotice = {
  title: 'Invalid Email',
  description: 'Please enter a valid email address.',
}

export const newsletterSchema = z.object({
  email: z.string().trim().min(1, REQUIRED.title).pipe(z.email(INVALID.title)),
})

export type NewsletterValues = z.input<typeof newsletterSchema>

/** Null for an address that may sign up, else what to tell the visitor. */
export const newsletterProblem = (email: string): NewsletterNotice | null => {
  const result = newsletterSchema.safeParse({ email })
  if (result.success) return null
  return result.error.issues[0]?.message === REQUIRED.title ? REQUIRED : INVALID
}
