import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

type SecretField = Extract<Field, { type: 'text' | 'json' | 'date' }>

/**
 * Password material, MFA secrets and tokens: no API caller ever reads or writes them, whatever
 * their role. Server code that needs them passes `overrideAccess` and `showHiddenFields`.
 */
export const secret = <F extends SecretField>(field: F): F => ({
  ...field,
  hidden: true,
  access: { create: nobody, read: nobody, update: nobody },
})
