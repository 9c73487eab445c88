import { z } from 'zod'

export const consentSchema = z.object({
  consent: z.literal(true, { error: 'consent must be true' }),
})

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  token: z.string().trim().max(64).optional(),
})
