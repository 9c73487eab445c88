import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { ROLES } from '@/access/roles'
import { staffOrSelf } from '@/access/staffOrSelf'
import { secret } from '@/fields/secret'
import { validatedBy } from '@/fields/validatedBy'
import { sessionStrategy } from '@/lib/auth/sessionStrategy'
import { registerPayloadSchema } from '@/lib/validation/auth'
import { profileImageUrlSchema } from '@/lib/validation/profileImage'

import { cmsLogout } from './endpoints/logout'
import { cmsRefreshToken } from './endpoints/refreshToken'
import { endSessionOnLogout } from './hooks/endSessionOnLogout'
import { normaliseEmail } from './hooks/normaliseEmail'
import { refuseTokenRefresh } from './hooks/refuseTokenRefresh'
import { unverifyChangedEmail } from './hooks/unverifyChangedEmail'

/** Fields that only an admin sets; members see them on their own account but cannot change them. */
const adminManaged = { create: isAdmin, update: isAdmin }

/**
 * Role and status change only through the admin console (src/lib/admin/accountChanges.ts), which
 * audits, ends sessions and keeps an active admin; every Payload door (the CMS, REST, GraphQL)
 * shows them read-only, and an account created there starts with the defaults.
 */
const consoleOnly = { create: nobody, update: nobody }

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: isStaff,
    create: isAdmin,
    read: staffOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role', 'accountStatus', 'lastLoginAt'],
    group: 'People',
    description:
      'Fans’ and the team’s accounts. People sign up on the site; passwords, MFA secrets and ' +
      'tokens are never shown. Only admins change accounts.',
  },
  auth: {
    // Our session cookie is the only way in (see src/lib/auth): Payload's password login, its
    // JWT and its own session table are switched off so nothing can bypass MFA or lockout.
    disableLocalStrategy: true,
    useSessions: false,
    strategies: [sessionStrategy],
  },
  fields: [
    // Members change their e-mail through PATCH /api/user/profile, which needs their password
    // and applies the change once the link mailed to the new address is opened; through this
    // API only an admin may, and the address is then unconfirmed (hooks/unverifyChangedEmail).
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      access: adminManaged,
    },
    {
      name: 'username',
      type: 'text',
      unique: true,
      minLength: 3,
      maxLength: 20,
      ...validatedBy(registerPayloadSchema.shape.username),
    },
    { name: 'firstName', type: 'text', maxLength: 50 },
    { name: 'lastName', type: 'text', maxLength: 50 },
    { name: 'profileImageUrl', type: 'text', ...validatedBy(profileImageUrlSchema) },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'user',
      options: ROLES.map((role) => ({ label: role, value: role })),
      saveToJWT: true,
      access: consoleOnly,
      admin: {
        description:
          'admin: edits everything here; viewer: reads the CMS and admin console; user and ' +
          'premium: fans.',
      },
    },
    {
      name: 'accountStatus',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: ['active', 'locked', 'suspended'].map((value) => ({ label: value, value })),
      access: consoleOnly,
    },
    { name: 'emailVerified', type: 'checkbox', defaultValue: false, access: adminManaged },
    { name: 'mfaEnabled', type: 'checkbox', defaultValue: false, access: adminManaged },
    secret({ name: 'passwordHash', type: 'text' }),
    secret({
      name: 'passwordSalt',
      type: 'text',
      admin: { description: 'Unused: argon2id keeps its salt inside passwordHash.' },
    }),
    secret({ name: 'mfaSecret', type: 'text' }),
    secret({ name: 'mfaBackupCodes', type: 'json' }),
    secret({
      name: 'mfaPendingSecret',
      type: 'text',
      admin: { description: 'Encrypted secret of an MFA setup not yet confirmed with a code.' },
    }),
    {
      name: 'mfaLastTimeStep',
      type: 'number',
      hidden: true,
      access: { create: nobody, read: nobody, update: nobody },
      admin: { description: 'Time step of the last accepted code: a code is accepted once.' },
    },
    secret({ name: 'emailVerificationToken', type: 'text' }),
    // An e-mail change waits here until the link sent to the new address is opened.
    secret({ name: 'pendingEmail', type: 'text' }),
    secret({ name: 'pendingEmailToken', type: 'text', index: true }),
    secret({ name: 'pendingEmailExpires', type: 'date' }),
    secret({ name: 'passwordResetToken', type: 'text' }),
    secret({ name: 'passwordResetExpires', type: 'date' }),
    {
      type: 'collapsible',
      label: 'Sign-in activity',
      admin: { initCollapsed: true },
      fields: [
        { name: 'loginAttempts', type: 'number', defaultValue: 0, access: adminManaged },
        { name: 'lockoutUntil', type: 'date', access: adminManaged },
        { name: 'lastLoginAt', type: 'date', access: adminManaged, admin: { readOnly: true } },
        { name: 'lastLoginIp', type: 'text', access: adminManaged, admin: { readOnly: true } },
        { name: 'lastPasswordChange', type: 'date', access: adminManaged },
        {
          name: 'activeSessionCount',
          type: 'number',
          defaultValue: 0,
          access: adminManaged,
          admin: { readOnly: true },
        },
        { name: 'maxConcurrentSessions', type: 'number', defaultValue: 5, access: adminManaged },
      ],
    },
    {
      type: 'collapsible',
      label: 'Privacy',
      admin: { initCollapsed: true },
      fields: [
        // Given at sign-up or through POST /api/user/consent, which dates it: never back-dated.
        {
          name: 'consentToDataProcessing',
          type: 'checkbox',
          defaultValue: false,
          access: adminManaged,
        },
        { name: 'consentDate', type: 'date', access: adminManaged },
        { name: 'dataRetentionUntil', type: 'date', access: adminManaged },
        {
          name: 'gdprDeleteRequested',
          type: 'checkbox',
          defaultValue: false,
          access: adminManaged,
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Billing and storage',
      admin: { initCollapsed: true },
      fields: [
        { name: 'stripeCustomerId', type: 'text', access: adminManaged },
        { name: 'stripeSubscriptionId', type: 'text', access: adminManaged },
        {
          name: 'storageQuotaBytes',
          type: 'number',
          defaultValue: 1073741824,
          access: adminManaged,
        },
        { name: 'storageUsedBytes', type: 'number', defaultValue: 0, access: adminManaged },
      ],
    },
  ],
  hooks: {
    beforeValidate: [normaliseEmail],
    beforeChange: [unverifyChangedEmail],
    beforeOperation: [refuseTokenRefresh],
    afterLogout: [endSessionOnLogout],
  },
  endpoints: [cmsLogout, cmsRefreshToken],
}
