import { zodResolver } from '@hookform/resolvers/zod'

import { contactFormSchema } from '@/lib/validation/contact'

/** The contact form's resolver; loaded through lazyResolver, so zod stays out of the page. */
export const contactResolver = zodResolver(contactFormSchema)
