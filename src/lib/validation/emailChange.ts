import { z } from 'zod'

import { CURRENT_PASSWORD_REQUIRED, profileSchema } from './auth'

/** The profile form's schema: it knows the current address, so it asks for the password itself. */
export const profileFormSchema = (currentEmail: string) =>
  profileSchema.refine(
    (data) => data.email === currentEmail.toLowerCase() || Boolean(data.currentPassword),
    { message: CURRENT_PASSWORD_REQUIRED, path: ['currentPassword'] },
  )

export const INVALID_CONFIRM_LINK = 'This confirmation link is not valid or has expired'

/** POST /api/user/email/confirm { token }: the token of the link mailed to the new address. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: INVALID_CONFIRM_LINK })
    .trim()
    .min(20, { error: INVALID_CONFIRM_LINK })
    .max(200, { error: INVALID_CONFIRM_LINK }),
})
