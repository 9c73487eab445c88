import { zodResolver } from '@hookform/resolvers/zod'

import { deleteAccountFormSchema } from './deleteAccountFormSchema'

/** The delete-account form's resolver; loaded through lazyResolver, so zod stays out of the page. */
export const deleteAccountResolver = (mfaEnabled: boolean) =>
  zodResolver(deleteAccountFormSchema(mfaEnabled))
