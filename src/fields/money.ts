import type { NumberField } from 'payload'

import { MAX_MONEY, validateMoney } from '@/lib/commerce/money'

/** A dollar amount stored as numeric(10,2) (see `decimalColumns` in the database config). */
export const money = (field: {
  name: string
  required?: boolean
  defaultValue?: number
  label?: string
  admin?: { description?: string; condition?: (data: Record<string, unknown>) => boolean }
}): NumberField => ({
  ...field,
  type: 'number',
  min: 0,
  max: MAX_MONEY,
  validate: (value: number | null | undefined) => validateMoney(value),
  admin: { step: 0.01, ...field.admin },
})
