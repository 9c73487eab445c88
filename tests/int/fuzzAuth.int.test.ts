import { randomBytes } from 'node:crypto'

import fc from 'fast-check'
import { generateSync } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { POST as adminLoginRoute } from '@/app/(site)/api/admin-login/route'
import { POST as forgotRoute } from '@/app/(site)/api/auth/forgot-password/route'
import { POST as loginRoute } from '@/app/(site)/api/auth/login/route'
import { POST as logoutRoute } from '@/app/(site)/api/auth/logout/route'
import { GET as meRoute } from '@/app/(site)/api/auth/me/route'
import { POST as mfaVerifyRoute } from '@/app/(site)/api/auth/mfa/verify/route'
import { POST as registerRoute } from '@/app/(site)/api/auth/register/route'
import { POST as resetRoute } from '@/app/(site)/api/auth/reset-password/route'
import { GET as userRoute } from '@/app/(site)/api/auth/user/route'
import { GET as logoutLinkRoute } from '@/app/(site)/api/logout/route'
import { CHALLENGE_COOKIE } from '@/lib/auth/challenges'
import { hashPassword } from '@/lib/auth/password'
import { seal } from '@/lib/auth/secretBox'
import { hashToken, newToken } from '@/lib/auth/tokens'
import { DEMO_ACCOUNTS } from '@/lib/auth/demoAccounts'

import { createUser, type TestUser } from '../helpers/fixtures'
import { fuzz, FUZZ_TIMEOUT_MS, writeCounts } from '../helpers/fuzz'
import { bodyOf, hostileBody, nearValidBody, placeholder } from '../helpers/fuzzing/bodies'
import {
  bodyInput,
  cookieChoice,
  cookieFor,
  garbageSessionCookie,
  headersArb,
  incompressible,
  plainHeaders,
  queryString,
  send,
} from '../helpers/fuzzing/requests'
import { challengePool, sessionCookie, sessionPool } from '../helpers/fuzzing/sessions'
import { edgeEmail, nastyText, strongPassword, validText } from '../helpers/fuzzing/values'
import { getTestPayload } from '../helpers/payload'

// The MFA secrets of this file's fixtures are sealed with a key of its own.
process.env.MFA_ENCRYPTION_KEY = randomBytes(32).toString('hex')

let payload: Payload
let member: TestUser
let memberCookie: string
/** Signs in and out all the time; the member's own session stays untouched. */
let leaver: TestUser
let mfaUser: TestUser
let resetUser: TestUser
const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const DEMO_ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email

beforeAll(async () => {
  payload = await getTestPayload()
  member = await createUser(payload, 'user', { username: 'fuzz_member' })
  memberCookie = await sessionCookie(payload, member)
  leaver = await createUser(payload, 'user')
  mfaUser = await createUser(payload, 'user', {
    mfaEnabled: true,
    mfaSecret: seal(MFA_SECRET),
    mfaBackupCodes: [],
  })
  resetUser = await createUser(payload, 'user', {
    passwordHash: await hashPassword('Fuzz-pass-2025!'),
  })
  await createUser(payload, 'admin', { email: DEMO_ADMIN })
})

afterAll(() => writeCounts('auth'))

const BASE = 'http://test/api'
/** A registration that passes every rule, for the fixed examples. */
const NEW_MEMBER = {
  email: 'new-member@example.test',
  username: 'new_member',
  firstName: 'New',
  lastName: 'Member',
  password: 'Fuzz-pass-2025!',
}
const KNOWN_EMAIL = placeholder('known-email')

/** An address: the fixture member's (taken, locked out after a few failures) or a new one. */
const email = (weights: { known: number; fresh: number }) =>
  fc.oneof(
    { weight: weights.known, arbitrary: fc.constant(KNOWN_EMAIL) },
    { weight: weights.fresh, arbitrary: edgeEmail },
  )

const knownEmail = { 'known-email': () => member.email }

describe.concurrent('fuzzing the sign-in and sign-up calls', () => {
  it(
    'POST /api/auth/register',
    async () => {
      // A taken address or username answers before any hashing: new accounts stay rare.
      const nearValid = nearValidBody({
        email: email({ known: 6, fresh: 1 }),
        username: fc.oneof(
          { weight: 1, arbitrary: fc.constant('fuzz_member') },
          { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_]{3,20}$/) },
        ),
        firstName: validText(1, 50),
        lastName: validText(1, 50),
        password: strongPassword,
        consentToDataProcessing: fc.boolean(),
      })
      await fuzz({
        name: 'POST /api/auth/register',
        input: bodyInput(fc.constant(null), bodyOf(nearValid)),
        // A valid address too long for the e-mail index failed the insert (500); a forwarded
        // address too long for the rate-limit key failed before validation.
        examples: [
          {
            caller: null,
            body: JSON.stringify({ ...NEW_MEMBER, email: `${incompressible(3_000)}@example.test` }),
            headers: plainHeaders,
          },
          {
            caller: null,
            body: JSON.stringify(NEW_MEMBER),
            headers: { ...plainHeaders, forwardedLast: incompressible(3_000) },
          },
        ],
        call: ({ body, headers }) =>
          send(registerRoute, {
            method: 'POST',
            url: `${BASE}/auth/register`,
            body,
            headers,
            values: knownEmail,
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/login',
    async () => {
      // Every attempt costs one hashing: an unknown address is checked against a decoy hash, and
      // a locked account's password is still checked (only the right one hears of the lockout).
      const nearValid = nearValidBody({
        email: email({ known: 8, fresh: 1 }),
        password: validText(1, 200),
        mfaToken: fc.stringMatching(/^\d{6}$/),
        rememberMe: fc.boolean(),
      })
      await fuzz({
        name: 'POST /api/auth/login',
        input: bodyInput(fc.constant(null), bodyOf(nearValid)),
        // The address of a failed sign-in is recorded (an indexed column): it failed when long.
        examples: [
          {
            caller: null,
            body: JSON.stringify({ email: `${incompressible(3_000)}@example.test`, password: 'x' }),
            headers: plainHeaders,
          },
        ],
        call: ({ body, headers }) =>
          send(loginRoute, {
            method: 'POST',
            url: `${BASE}/auth/login`,
            body,
            headers,
            values: knownEmail,
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/forgot-password',
    async () => {
      const nearValid = nearValidBody({ email: email({ known: 1, fresh: 2 }) })
      await fuzz({
        name: 'POST /api/auth/forgot-password',
        input: bodyInput(fc.constant(null), bodyOf(nearValid)),
        call: ({ body, headers }) =>
          send(forgotRoute, {
            method: 'POST',
            url: `${BASE}/auth/forgot-password`,
            body,
            headers,
            values: knownEmail,
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/reset-password',
    async () => {
      // A live token (rare: it changes the password, hashing twice) or a made-up one.
      const nearValid = nearValidBody(
        {
          token: fc.oneof(
            { weight: 1, arbitrary: fc.constant(placeholder('live-token')) },
            { weight: 15, arbitrary: validText(20, 200) },
            { weight: 4, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) },
          ),
          password: strongPassword,
          confirmPassword: strongPassword,
        },
        { mirror: { confirmPassword: 'password' } },
      )
      const liveToken = async () => {
        const token = newToken()
        await payload.update({
          collection: 'users',
          id: resetUser.id,
          data: {
            passwordResetToken: hashToken(token),
            passwordResetExpires: new Date(Date.now() + 60_000).toISOString(),
          },
          overrideAccess: true,
        })
        return token
      }
      await fuzz({
        name: 'POST /api/auth/reset-password',
        input: bodyInput(fc.constant(null), bodyOf(nearValid)),
        call: ({ body, headers }) =>
          send(resetRoute, {
            method: 'POST',
            url: `${BASE}/auth/reset-password`,
            body,
            headers,
            values: { 'live-token': liveToken },
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/mfa/verify',
    async () => {
      const nearValid = nearValidBody({
        token: fc.oneof(
          fc.constant(placeholder('current-code')),
          fc.stringMatching(/^\d{6}$/),
          fc.stringMatching(/^[a-z0-9]{5}-?[a-z0-9]{5}$/),
          fc.stringMatching(/^\s*\d{6}\s*$/),
        ),
      })
      const challengeCookie = fc.oneof(
        { weight: 4, arbitrary: fc.constant('live') },
        { weight: 1, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: garbageSessionCookie.map((cookie) =>
            cookie.replace('artist_session', CHALLENGE_COOKIE),
          ),
        },
      )
      const liveChallenge = await challengePool(payload, mfaUser.id)
      await fuzz({
        name: 'POST /api/auth/mfa/verify',
        input: fc.record({
          challenge: challengeCookie,
          body: bodyOf(nearValid),
          headers: headersArb,
        }),
        call: async ({ challenge, body, headers }) => {
          // Five wrong codes void a challenge: each input that uses one gets a fresh one.
          const cookie = challenge === 'live' ? await liveChallenge() : challenge
          return send(mfaVerifyRoute, {
            method: 'POST',
            url: `${BASE}/auth/mfa/verify`,
            body,
            headers,
            cookie,
            values: { 'current-code': () => generateSync({ secret: MFA_SECRET }) },
          })
        },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/admin-login',
    async () => {
      // The call exists in demo mode only: one input in eight is sent with it on (and signs in).
      await fuzz({
        name: 'POST /api/admin-login',
        input: fc.record({
          demo: fc.nat(7).map((n) => n === 0),
          body: hostileBody,
          headers: headersArb,
        }),
        call: async ({ demo, body, headers }) => {
          const before = process.env.DEMO_MODE
          process.env.DEMO_MODE = demo ? 'true' : 'false'
          try {
            return await send(adminLoginRoute, {
              method: 'POST',
              url: `${BASE}/admin-login`,
              body,
              headers,
            })
          } finally {
            process.env.DEMO_MODE = before
          }
        },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/auth/logout',
    async () => {
      const live = await sessionPool(payload, leaver.id)
      await fuzz({
        name: 'POST /api/auth/logout',
        // Each signed-in input ends a session (the slowest write here): half are signed in.
        input: fc.record({
          who: cookieChoice({ none: 1, garbage: 2, live: 3 }),
          body: hostileBody,
          headers: headersArb,
        }),
        call: async ({ who, body, headers }) =>
          send(logoutRoute, {
            method: 'POST',
            url: `${BASE}/auth/logout`,
            body,
            headers,
            cookie: await cookieFor(who, async () => (await live()).cookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  for (const [name, route] of [
    ['GET /api/logout', logoutLinkRoute],
    ['GET /api/auth/me', meRoute],
    ['GET /api/auth/user', userRoute],
  ] as const) {
    it(
      name,
      async () => {
        // Only the logout link ends a session (half of its inputs are signed in); the others
        // read the member's own, kept alive.
        const ends = name === 'GET /api/logout'
        const pool = ends ? await sessionPool(payload, leaver.id) : null
        const live = async () => (pool ? (await pool()).cookie : memberCookie)
        await fuzz({
          name,
          input: fc.record({
            who: cookieChoice(ends ? { none: 1, garbage: 2, live: 3 } : undefined),
            query: queryString({ next: nastyText, redirect: fc.constant('https://evil.test') }),
            headers: headersArb,
          }),
          call: async ({ who, query, headers }) =>
            send(route, {
              method: 'GET',
              url: `http://test${name.slice(4)}?${query}`,
              headers,
              cookie: await cookieFor(who, live),
            }),
        })
      },
      FUZZ_TIMEOUT_MS,
    )
  }
})
