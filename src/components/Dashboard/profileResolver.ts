import { zodResolver } from '@hookform/resolvers/zod'

import { profileSchema } from '@/lib/validation/auth'

/** The profile form's resolver; loaded through lazyResolver, so zod stays out of the page. */
export const profileResolver = zodResolver(profileSchema)
