import { zodResolver } from '@hookform/resolvers/zod'

import {
  changePasswordSchema,
  mfaDisableSchema,
  mfaSetupConfirmSchema,
} from '@/lib/validation/auth'

/*
 * The security forms' resolvers, with zod behind them. The forms import this file only through
 * lazyResolver, so it loads when a form is first used, not with the dashboard.
 */

export const changePasswordResolver = zodResolver(changePasswordSchema)
export const mfaDisableResolver = zodResolver(mfaDisableSchema)
export const mfaSetupConfirmResolver = zodResolver(mfaSetupConfirmSchema)
