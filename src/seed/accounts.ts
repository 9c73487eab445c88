import type { Payload } from 'payload'

import { DEMO_ACCOUNTS } from '@/lib/auth/demoAccounts'
import { hashPassword } from '@/lib/auth/password'

import { DEMO_PASSWORD } from './content/accounts'

/** The three demo accounts of the README; recreated if missing, never changed if present. */
export const seedAccounts = async (payload: Payload): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const account of DEMO_ACCOUNTS) {
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: account.email } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'users',
      data: {
        ...account,
        accountStatus: 'active',
        passwordHash,
        emailVerified: true,
        consentToDataProcessing: true,
        consentDate: new Date().toISOString(),
        lastPasswordChange: new Date().toISOString(),
      },
      overrideAccess: true,
    })
  }
}
