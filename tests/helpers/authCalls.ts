import { sql } from '@payloadcms/db-postgres'
import { generateSecret, generateSync } from 'otplib'
import type { Payload } from 'payload'

import { SESSION_COOKIE } from '@/lib/auth/constants'
import { hashBackupCode, newBackupCodes } from '@/lib/auth/mfa'
import { hashPassword } from '@/lib/auth/password'
import { seal } from '@/lib/auth/secretBox'
import { createSession } from '@/lib/auth/sessions'
import { drizzleOf } from '@/lib/db/sql'

import { createUser, type TestUser } from './fixtures'

export const PASSWORD = 'Correct-horse-9-battery'

type Route = (request: Request) => Promise<Response>

let addresses = 0
/** A client address of its own, so one test's per-address limits spare the others. */
export const newIp = () => {
  addresses += 1
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

/** A POST to one of our route handlers, from `ip`, with the given cookies. */
export const post = (
  route: Route,
  body: unknown,
  { ip, cookie }: { ip: string; cookie?: string },
) =>
  route(
    new Request('http://localhost:3000/api', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'vitest',
        'X-Forwarded-For': ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  )

/** `name=value` of a cookie a response sets, or undefined. */
export const setCookie = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1)

export type Member = { user: TestUser; cookie: string; secret: string; codes: string[] }

/** A member with a real password and a session; with `mfa`, a TOTP secret and backup codes. */
export const newMember = async (payload: Payload, { mfa = false } = {}): Promise<Member> => {
  const secret = generateSecret()
  const codes = newBackupCodes()
  const user = await createUser(payload, 'user', {
    passwordHash: await hashPassword(PASSWORD),
    mfaEnabled: mfa,
    mfaSecret: seal(secret),
    mfaBackupCodes: codes.map(hashBackupCode),
    mfaLastTimeStep: null,
  })
  const { token } = await createSession(payload, user)
  return { user, cookie: `${SESSION_COOKIE}=${token}`, secret, codes }
}

export const totpNow = (secret: string) => generateSync({ secret })

/** A code in the backup codes' format that is none of them. */
export const WRONG_CODE = 'aaaaa-aaaaa'

const rows = async <T>(payload: Payload, query: ReturnType<typeof sql>) =>
  (await drizzleOf(payload).execute(query)).rows as T[]

export const challengeHashes = async (payload: Payload, userId: string) =>
  (
    await rows<{ token_hash: string }>(
      payload,
      sql`SELECT token_hash FROM auth_challenges WHERE user_id = ${userId}`,
    )
  ).map((row) => row.token_hash)

/** Failure reasons of the member's sign-in attempts, oldest first. */
export const failureReasons = async (payload: Payload, email: string) =>
  (
    await rows<{ failure_reason: string }>(
      payload,
      sql`SELECT failure_reason FROM login_attempts WHERE email = ${email} AND NOT success
        ORDER BY created_at`,
    )
  ).map((row) => row.failure_reason)

export const liveSessions = async (payload: Payload, userId: string) =>
  (
    await rows<{ n: number }>(
      payload,
      sql`SELECT count(*)::int AS n FROM user_sessions
        WHERE user_id = ${userId} AND is_active AND expires_at > now()`,
    )
  )[0].n

export const lockoutOf = async (payload: Payload, userId: string) =>
  (await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true }))
    .lockoutUntil ?? null

/** How many of the answers have each status, e.g. { 401: 4, 423: 26 }. */
export const statusCounts = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

/** Each answer as `status error`, e.g. '401 Invalid verification code'. */
export const errorsOf = (responses: Response[]) =>
  Promise.all(
    responses.map(async (response) => `${response.status} ${(await response.json()).error}`),
  )
