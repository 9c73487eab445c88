import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'

import fc from 'fast-check'
import { generateSync } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { POST as changePasswordRoute } from '@/app/(site)/api/auth/change-password/route'
import { POST as mfaDisableRoute } from '@/app/(site)/api/auth/mfa/disable/route'
import { POST as mfaSetupRoute } from '@/app/(site)/api/auth/mfa/setup/route'
import { DELETE as endSessionRoute } from '@/app/(site)/api/auth/sessions/[id]/route'
import { GET as sessionsRoute } from '@/app/(site)/api/auth/sessions/route'
import { POST as consentRoute } from '@/app/(site)/api/user/consent/route'
import { GET as exportDownloadRoute } from '@/app/(site)/api/user/data-export/[id]/download/route'
import { POST as exportRoute } from '@/app/(site)/api/user/data-export/route'
import { GET as dataRequestsRoute } from '@/app/(site)/api/user/data-requests/route'
import { POST as deleteAccountRoute } from '@/app/(site)/api/user/delete-account/route'
import { PATCH as profileRoute } from '@/app/(site)/api/user/profile/route'
import { GET as purchasesRoute } from '@/app/(site)/api/user/purchases/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { hashPassword } from '@/lib/auth/password'
import { open, seal } from '@/lib/auth/secretBox'
import { createSession } from '@/lib/auth/sessions'
import { findUserById } from '@/lib/auth/users'
import { archiveFile, exportDir } from '@/lib/privacy/requests'
import type { User } from '@/payload-types'

import { createUser, type TestUser } from '../helpers/fixtures'
import { fuzz, FUZZ_TIMEOUT_MS, writeCounts } from '../helpers/fuzz'
import {
  bodyOf,
  fillPlaceholders,
  hostileBody,
  nearValidBody,
  placeholder,
} from '../helpers/fuzzing/bodies'
import {
  bodyInput,
  cookieChoice,
  cookieFor,
  headersArb,
  idParam,
  pathSegment,
  plainHeaders,
  queryString,
  send,
} from '../helpers/fuzzing/requests'
import { sessionCookie, sessionPool } from '../helpers/fuzzing/sessions'
import { edgeEmail, nastyText, strongPassword, validText } from '../helpers/fuzzing/values'
import { getTestPayload } from '../helpers/payload'

// The MFA secrets of this file's fixtures are sealed with a key of its own.
process.env.MFA_ENCRYPTION_KEY = randomBytes(32).toString('hex')

const BASE = 'http://test/api'
const PASSWORD = 'Fuzz-pass-2025!'
const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const CURRENT_CODE = { 'current-code': () => generateSync({ secret: MFA_SECRET }) }

let payload: Payload
let passwordHash: string
/** One caller per call, so that what one call changes never disturbs another running beside it. */
const callers = {} as Record<
  | 'mfaSetup'
  | 'mfaOn'
  | 'mfaWithoutPassword'
  | 'mfaOff'
  | 'password'
  | 'withoutPassword'
  | 'sessions'
  | 'profile'
  | 'consent'
  | 'exports',
  { user: TestUser; cookie: string }
>

const signIn = async (user: TestUser) => ({ user, cookie: await sessionCookie(payload, user) })
const withMfa = () => ({ mfaEnabled: true, mfaSecret: seal(MFA_SECRET), mfaLastTimeStep: null })

beforeAll(async () => {
  payload = await getTestPayload()
  passwordHash = await hashPassword(PASSWORD)
  const user = (overrides: Partial<User> = {}) =>
    createUser(payload, 'user', { mfaEnabled: false, mfaSecret: null, ...overrides })
  callers.mfaSetup = await signIn(await user())
  callers.mfaOn = await signIn(await user({ passwordHash, ...withMfa() }))
  // Accounts without a password (made by the seed) are refused before any hashing.
  callers.mfaWithoutPassword = await signIn(await user({ passwordHash: null, ...withMfa() }))
  callers.withoutPassword = await signIn(await user({ passwordHash: null }))
  callers.mfaOff = await signIn(await user({ passwordHash }))
  callers.password = await signIn(await user({ passwordHash }))
  callers.sessions = await signIn(await user({ maxConcurrentSessions: 100_000 }))
  callers.profile = await signIn(await user())
  callers.consent = await signIn(await user())
  callers.exports = await signIn(await user())
})

afterAll(() => writeCounts('account'))

describe.concurrent('fuzzing the account calls', () => {
  it(
    'POST /api/auth/mfa/setup',
    async () => {
      const { user, cookie } = callers.mfaSetup
      const pendingSecret = async () => {
        const { mfaPendingSecret } = await findUserById(payload, user.id)
        return mfaPendingSecret ? open(mfaPendingSecret) : 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      }
      const nearValid = nearValidBody({
        secret: fc.oneof(
          { weight: 3, arbitrary: fc.constant(placeholder('pending-secret')) },
          { weight: 1, arbitrary: validText(16, 128) },
        ),
        token: fc.oneof(fc.constant(placeholder('pending-code')), fc.stringMatching(/^\d{6}$/)),
      })
      await fuzz({
        name: 'POST /api/auth/mfa/setup',
        input: bodyInput(cookieChoice(), bodyOf(nearValid)),
        call: async ({ caller, body, headers }) => {
          const response = await send(mfaSetupRoute, {
            method: 'POST',
            url: `${BASE}/auth/mfa/setup`,
            body,
            headers,
            cookie: await cookieFor(caller, () => cookie),
            values: {
              'pending-secret': pendingSecret,
              'pending-code': async () => generateSync({ secret: await pendingSecret() }),
            },
          })
          // A confirmed setup turns MFA on; it is turned off again so the next input can start.
          if (
            response.status === 200 &&
            typeof body === 'string' &&
            body.includes('pending-code')
          ) {
            await payload.update({
              collection: 'users',
              id: user.id,
              data: { mfaEnabled: false, mfaSecret: null },
              overrideAccess: true,
            })
          }
          return response
        },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/mfa/disable',
    async () => {
      const nearValid = nearValidBody({
        password: fc.oneof(fc.constant(placeholder('password')), validText(1, 200)),
        token: fc.oneof(
          fc.constant(placeholder('current-code')),
          fc.stringMatching(/^\d{6}$/),
          fc.stringMatching(/^[a-z0-9]{5}-?[a-z0-9]{5}$/),
        ),
      })
      // MFA off, MFA on without a password (refused before hashing), or (rarely, as each
      // check hashes) the member with both, who may turn it off.
      await fuzz({
        name: 'POST /api/auth/mfa/disable',
        input: fc.record({
          caller: cookieChoice(),
          mfa: fc.oneof(
            { weight: 3, arbitrary: fc.constant('mfaOff' as const) },
            { weight: 3, arbitrary: fc.constant('mfaWithoutPassword' as const) },
            { weight: 1, arbitrary: fc.constant('mfaOn' as const) },
          ),
          body: bodyOf(nearValid),
          headers: headersArb,
        }),
        call: async ({ caller, mfa, body, headers }) => {
          const { user, cookie } = callers[mfa]
          const response = await send(mfaDisableRoute, {
            method: 'POST',
            url: `${BASE}/auth/mfa/disable`,
            body,
            headers,
            cookie: await cookieFor(caller, () => cookie),
            values: { password: () => PASSWORD, ...CURRENT_CODE },
          })
          if (mfa === 'mfaOn' && response.status === 200) {
            await payload.update({
              collection: 'users',
              id: user.id,
              data: withMfa(),
              overrideAccess: true,
            })
          }
          return response
        },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/change-password',
    async () => {
      // The password the member has now: a successful change replaces it. Three inputs in four
      // come from a member without one, refused before the (slow) hashing.
      let current = PASSWORD
      const nearValid = nearValidBody(
        {
          currentPassword: fc.oneof(
            { weight: 1, arbitrary: fc.constant(placeholder('current-password')) },
            { weight: 3, arbitrary: validText(1, 200) },
          ),
          newPassword: strongPassword,
          confirmPassword: strongPassword,
        },
        { mirror: { confirmPassword: 'newPassword' } },
      )
      await fuzz({
        name: 'POST /api/auth/change-password',
        input: fc.record({
          caller: cookieChoice(),
          withPassword: fc.nat(3).map((n) => n === 0),
          body: bodyOf(nearValid),
          headers: headersArb,
        }),
        call: async ({ caller, withPassword, body, headers }) => {
          const { cookie } = withPassword ? callers.password : callers.withoutPassword
          const filled = await fillPlaceholders(body, { 'current-password': () => current })
          const response = await send(changePasswordRoute, {
            method: 'POST',
            url: `${BASE}/auth/change-password`,
            body: filled,
            headers,
            cookie: await cookieFor(caller, () => cookie),
          })
          if (response.status === 200) current = JSON.parse(filled as string).newPassword
          return response
        },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/auth/sessions',
    async () => {
      await fuzz({
        name: 'GET /api/auth/sessions',
        input: fc.record({
          caller: cookieChoice(),
          query: queryString({ all: nastyText }),
          headers: headersArb,
        }),
        call: async ({ caller, query, headers }) =>
          send(sessionsRoute, {
            method: 'GET',
            url: `${BASE}/auth/sessions?${query}`,
            headers,
            cookie: await cookieFor(caller, () => callers.exports.cookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'DELETE /api/auth/sessions/{id}',
    async () => {
      const { user } = callers.sessions
      let current = await createSession(payload, user)
      const stranger = await createSession(payload, callers.consent.user)
      const otherDevice = await sessionPool(payload, user.id)
      const OTHER = placeholder('another-device')
      const CURRENT = placeholder('this-device')
      await fuzz({
        name: 'DELETE /api/auth/sessions/{id}',
        input: fc.record({
          caller: cookieChoice(),
          id: fc.oneof(
            { weight: 6, arbitrary: idParam([OTHER, stranger.session.id]) },
            { weight: 1, arbitrary: fc.constant(CURRENT) },
          ),
          body: hostileBody,
          headers: headersArb,
        }),
        call: async ({ caller, id, body, headers }) => {
          // Each input that names another device of the member signs out one still signed in.
          const target =
            id === OTHER ? (await otherDevice()).id : id === CURRENT ? current.session.id : id
          const response = await send(endSessionRoute, {
            method: 'DELETE',
            url: `${BASE}/auth/sessions/${pathSegment(target)}`,
            body,
            headers,
            cookie: await cookieFor(caller, () => `${SESSION_COOKIE}=${current.token}`),
            params: { id: target },
          })
          if (response.status === 200 && target === current.session.id) {
            current = await createSession(payload, user)
          }
          return response
        },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'PATCH /api/user/profile',
    async () => {
      const { cookie } = callers.profile
      const nearValid = nearValidBody({
        email: fc.oneof(
          { weight: 2, arbitrary: fc.constant(placeholder('own-email')) },
          { weight: 1, arbitrary: fc.constant(placeholder('taken-email')) },
          { weight: 2, arbitrary: edgeEmail },
        ),
        firstName: validText(1, 50),
        lastName: validText(1, 50),
      })
      await fuzz({
        name: 'PATCH /api/user/profile',
        input: bodyInput(cookieChoice(), bodyOf(nearValid)),
        // PostgreSQL refuses U+0000 in text, Payload a domain label ending in '-': both passed
        // validation and failed the update (500).
        examples: [
          {
            caller: { kind: 'live' },
            body: JSON.stringify({ email: 'fan@b-.test', firstName: 'A', lastName: 'B' }),
            headers: plainHeaders,
          },
          {
            caller: { kind: 'live' },
            body: JSON.stringify({
              email: placeholder('own-email'),
              firstName: '\u0000',
              lastName: '!',
            }),
            headers: plainHeaders,
          },
        ],
        call: async ({ caller, body, headers }) =>
          send(profileRoute, {
            method: 'PATCH',
            url: `${BASE}/user/profile`,
            body,
            headers,
            cookie: await cookieFor(caller, () => cookie),
            values: {
              'own-email': async () => (await findUserById(payload, callers.profile.user.id)).email,
              'taken-email': () => callers.consent.user.email,
            },
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/user/consent',
    async () => {
      const nearValid = nearValidBody({ consent: fc.constant(true) })
      await fuzz({
        name: 'POST /api/user/consent',
        input: bodyInput(cookieChoice(), bodyOf(nearValid)),
        call: async ({ caller, body, headers }) =>
          send(consentRoute, {
            method: 'POST',
            url: `${BASE}/user/consent`,
            body,
            headers,
            cookie: await cookieFor(caller, () => callers.consent.cookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/user/data-export',
    async () => {
      // The member's export stays pending (no job runs for it): most inputs meet the 409, and
      // one in sixteen comes from a new member whose export is then built by the job.
      const waiting = await signIn(await createUser(payload, 'user'))
      await payload.create({
        collection: 'data-export-requests',
        data: { user: waiting.user.id, requestType: 'export', status: 'pending' },
        overrideAccess: true,
      })
      await fuzz({
        name: 'POST /api/user/data-export',
        input: fc.record({
          caller: cookieChoice(),
          fresh: fc.nat(15).map((n) => n === 0),
          body: hostileBody,
          headers: headersArb,
        }),
        call: async ({ caller, fresh, body, headers }) =>
          send(exportRoute, {
            method: 'POST',
            url: `${BASE}/user/data-export`,
            body,
            headers,
            cookie: await cookieFor(caller, async () =>
              fresh ? (await signIn(await createUser(payload, 'user'))).cookie : waiting.cookie,
            ),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/user/data-requests',
    async () => {
      await fuzz({
        name: 'GET /api/user/data-requests',
        input: fc.record({
          caller: cookieChoice(),
          query: queryString({ type: fc.constantFrom('export', 'deletion') }),
          headers: headersArb,
        }),
        call: async ({ caller, query, headers }) =>
          send(dataRequestsRoute, {
            method: 'GET',
            url: `${BASE}/user/data-requests?${query}`,
            headers,
            cookie: await cookieFor(caller, () => callers.exports.cookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/user/data-export/{id}/download',
    async () => {
      const { user, cookie } = callers.exports
      const request = (data: Record<string, unknown>, owner = user.id) =>
        payload.create({
          collection: 'data-export-requests',
          data: { user: owner, requestType: 'export', status: 'completed', ...data },
          overrideAccess: true,
        })
      const later = new Date(Date.now() + 86_400_000).toISOString()
      const ready = await request({ expiresAt: later, completedAt: new Date().toISOString() })
      await fs.mkdir(exportDir(), { recursive: true })
      await fs.writeFile(archiveFile(ready.id), JSON.stringify({ profile: { id: user.id } }))
      const known = [
        ready.id,
        (await request({ status: 'pending' })).id,
        (await request({ expiresAt: new Date(Date.now() - 1000).toISOString() })).id,
        (await request({ expiresAt: later })).id, // completed, but its file is gone
        (await request({ requestType: 'deletion', status: 'pending' })).id,
        (await request({ expiresAt: later }, callers.consent.user.id)).id,
      ]
      await fuzz({
        name: 'GET /api/user/data-export/{id}/download',
        input: fc.record({ caller: cookieChoice(), id: idParam(known), headers: headersArb }),
        call: async ({ caller, id, headers }) =>
          send(exportDownloadRoute, {
            method: 'GET',
            url: `${BASE}/user/data-export/${pathSegment(id)}/download`,
            headers,
            cookie: await cookieFor(caller, () => cookie),
            params: { id },
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/user/delete-account',
    async () => {
      // The usual caller has no password (an account of the seed): a wrong one costs no
      // hashing. One input in twenty comes from a new member with a password, who may go.
      const passwordless = await signIn(await createUser(payload, 'user', { passwordHash: null }))
      const nearValid = nearValidBody({
        password: fc.oneof(fc.constant(placeholder('password')), validText(1, 200)),
        token: fc.oneof(fc.constant(placeholder('current-code')), fc.stringMatching(/^\d{6}$/)),
      })
      await fuzz({
        name: 'POST /api/user/delete-account',
        input: fc.record({
          caller: cookieChoice(),
          doomed: fc.oneof(
            { weight: 38, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.constant('plain' as const) },
            { weight: 1, arbitrary: fc.constant('mfa' as const) },
          ),
          body: bodyOf(nearValid),
          headers: headersArb,
        }),
        call: async ({ caller, doomed, body, headers }) =>
          send(deleteAccountRoute, {
            method: 'POST',
            url: `${BASE}/user/delete-account`,
            body,
            headers,
            cookie: await cookieFor(caller, async () =>
              doomed
                ? (
                    await signIn(
                      await createUser(payload, 'user', {
                        passwordHash,
                        ...(doomed === 'mfa' ? withMfa() : { mfaEnabled: false, mfaSecret: null }),
                      }),
                    )
                  ).cookie
                : passwordless.cookie,
            ),
            values: { password: () => PASSWORD, ...CURRENT_CODE },
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/user/purchases',
    async () => {
      await fuzz({
        name: 'GET /api/user/purchases',
        input: fc.record({
          caller: cookieChoice(),
          query: queryString({ status: fc.constantFrom('completed', 'pending') }),
          headers: headersArb,
        }),
        call: async ({ caller, query, headers }) =>
          send(purchasesRoute, {
            method: 'GET',
            url: `${BASE}/user/purchases?${query}`,
            headers,
            cookie: await cookieFor(caller, () => callers.exports.cookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )
})
