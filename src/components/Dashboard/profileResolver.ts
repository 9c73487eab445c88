import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'

import type { profileSchema } from '@/lib/validation/auth'
import { profileFormSchema } from '@/lib/validation/emailChange'

/** What the form passes to its resolver: the address it started from. */
export type ProfileFormContext = { currentEmail: string }

/**
 * The profile form's resolver; loaded through lazyResolver, so zod stays out of the page. A
 * different e-mail needs the current password, so the schema is made for the current address.
 */
export const profileResolver: Resolver<
  z.input<typeof profileSchema>,
  ProfileFormContext,
  z.output<typeof profileSchema>
> = (values, context, options) =>
  zodResolver(profileFormSchema(context?.currentEmail ?? ''))(values, context, options)
