import { z } from 'zod'

import { hasNulCharacter, NUL_CHARACTER_ERROR } from './text'

export const ACCOUNT_STATUSES = ['active', 'locked', 'suspended'] as const
/** Roles an admin can give (moderator exists for the dashboard guard, not to be handed out). */
export const ASSIGNABLE_ROLES = ['user', 'premium', 'admin', 'viewer'] as const

export const statusChangeSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: 'Status must be active, locked or suspended' }),
})

export const roleChangeSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be user, premium, admin or viewer' }),
})

export const auditQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).default(50),
  eventType: z
    .string()
    .trim()
    .max(100)
    .refine((value) => !hasNulCharacter(value), NUL_CHARACTER_ERROR)
    .optional(),
  severity: z
    .enum(['info', 'warning', 'error', 'critical'], {
      error: 'severity must be info, warning, error or critical',
    })
    .optional(),
})
