import type { Payload } from 'payload'
import type { z } from 'zod'

import type { registerPayloadSchema } from '@/lib/validation/auth'
import type { User } from '@/payload-types'

import { hashPassword } from './password'

type Registration = z.infer<typeof registerPayloadSchema>

/** Whether an account already has this e-mail address or username. */
export const isTaken = async (
  payload: Payload,
  field: 'email' | 'username',
  value: string,
): Promise<boolean> =>
  (
    await payload.count({
      collection: 'users',
      where: { [field]: { equals: value } },
      overrideAccess: true,
    })
  ).totalDocs > 0

/** Creates an active member account; a refused save (e.g. a unique index) rejects as Payload's. */
export const createMember = async (
  payload: Payload,
  { password, consentToDataProcessing, ...profile }: Registration,
): Promise<User> => {
  const consent = consentToDataProcessing === true
  return payload.create({
    collection: 'users',
    data: {
      ...profile,
      role: 'user',
      accountStatus: 'active',
      passwordHash: await hashPassword(password),
      lastPasswordChange: new Date().toISOString(),
      consentToDataProcessing: consent,
      consentDate: consent ? new Date().toISOString() : null,
    },
    overrideAccess: true,
  })
}
