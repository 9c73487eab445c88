import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as loginRoute } from '@/app/(site)/api/auth/login/route'
import { POST as verifyRoute } from '@/app/(site)/api/auth/mfa/verify/route'
import { CHALLENGE_COOKIE, createChallenge } from '@/lib/auth/challenges'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { checkSecondFactor } from '@/lib/auth/secondFactor'
import { hashToken } from '@/lib/auth/tokens'
import { findUserById } from '@/lib/auth/users'

import {
  challengeHashes,
  errorsOf,
  failureReasons,
  liveSessions,
  lockoutOf,
  type Member,
  newIp,
  newMember,
  PASSWORD,
  post,
  setCookie,
  statusCounts,
  totpNow,
  WRONG_CODE,
} from '../helpers/authCalls'
import { getTestPayload } from '../helpers/payload'

process.env.MFA_ENCRYPTION_KEY = randomBytes(32).toString('hex')

let payload: Payload
const meta = { ipAddress: '10.9.9.9', userAgent: 'vitest' }
const INVALID = { error: 'Invalid email or password' }
const LOCKED = /^Too many failed attempts\. Your account is locked for 1[45] more minutes\.$/

beforeAll(async () => {
  payload = await getTestPayload()
})

const login = (member: Member, password = PASSWORD, ip = newIp()) =>
  post(loginRoute, { email: member.user.email, password }, { ip })

/** The password step of an MFA member: the challenge cookie it hands out. */
const passwordStep = async (member: Member, ip = newIp()) => {
  const response = await login(member, PASSWORD, ip)
  expect(await response.json()).toEqual({ requiresMfa: true, user: null })
  return setCookie(response, CHALLENGE_COOKIE)!
}

const verify = (cookie: string, token: string, ip = newIp()) =>
  post(verifyRoute, { token }, { ip, cookie })

describe('the MFA step under the account lockout', () => {
  it('leaves one live challenge after 30 quick sign-ins: one cookie of the 30 works', async () => {
    const member = await newMember(payload, { mfa: true })
    // Three at a time: more at once would count as guesses beyond the lockout's limit (below).
    const cookies: string[] = []
    for (let round = 0; round < 10; round += 1) {
      cookies.push(...(await Promise.all([1, 2, 3].map(() => passwordStep(member)))))
    }
    const live = await challengeHashes(payload, member.user.id)
    expect(live).toHaveLength(1)
    const tokenHashes = cookies.map((cookie) => hashToken(decodeURIComponent(cookie.split('=')[1])))
    expect(tokenHashes.filter((hash) => live.includes(hash))).toHaveLength(1)
  })

  it('counts wrong codes on every challenge towards one lockout, which ends them all', async () => {
    const member = await newMember(payload, { mfa: true })
    const first = await passwordStep(member)
    for (let i = 0; i < 2; i += 1) expect((await verify(first, WRONG_CODE)).status).toBe(401)
    const second = await passwordStep(member)
    // The newer sign-in ended the first one.
    expect(await (await verify(first, member.codes[0])).json()).toEqual({
      error: 'Your sign-in has expired. Please sign in again.',
    })
    expect((await verify(second, WRONG_CODE)).status).toBe(401)
    expect((await verify(second, WRONG_CODE)).status).toBe(401)
    const fifth = await verify(second, WRONG_CODE)
    expect(fifth.status).toBe(423)
    expect((await fifth.json()).error).toMatch(LOCKED)

    const lockoutUntil = await lockoutOf(payload, member.user.id)
    expect(new Date(lockoutUntil!).getTime()).toBeGreaterThan(Date.now())
    expect(await challengeHashes(payload, member.user.id)).toEqual([])
    expect(await failureReasons(payload, member.user.email)).toEqual(Array(5).fill('mfa_invalid'))

    // A right code on a challenge of before the lockout, or on the password step now: refused.
    expect((await verify(second, member.codes[1])).status).toBe(401)
    expect((await login(member)).status).toBe(423)
    expect(await challengeHashes(payload, member.user.id)).toEqual([])
    expect(await liveSessions(payload, member.user.id)).toBe(1)
    expect(await lockoutOf(payload, member.user.id)).toBe(lockoutUntil)
  })

  it('refuses a right code while the account is locked, and keeps the lockout', async () => {
    const member = await newMember(payload, { mfa: true })
    const cookie = await passwordStep(member)
    const lockoutUntil = new Date(Date.now() + 10 * 60_000).toISOString()
    await payload.update({
      collection: 'users',
      id: member.user.id,
      data: { lockoutUntil },
      overrideAccess: true,
    })
    const refused = await verify(cookie, totpNow(member.secret))
    expect(refused.status).toBe(423)
    expect((await refused.json()).error).toMatch(/locked for 10 more minutes/)
    expect(setCookie(refused, SESSION_COOKIE)).toBeUndefined()
    expect(await liveSessions(payload, member.user.id)).toBe(1)
    expect(await lockoutOf(payload, member.user.id)).toBe(lockoutUntil)
    // The code was not even checked: it is still good once the lockout is over.
    expect((await findUserById(payload, member.user.id)).mfaLastTimeStep).toBeNull()
    expect(await challengeHashes(payload, member.user.id)).toEqual([])

    // A challenge that a sign-in opened as the lockout was written is refused the same way.
    const late = await createChallenge(payload, member.user, { rememberMe: false, meta })
    expect((await verify(late.split(';')[0], member.codes[0])).status).toBe(423)
    expect(await lockoutOf(payload, member.user.id)).toBe(lockoutUntil)
  })

  it('checks at most five of 30 wrong codes sent at once, then locks the account', async () => {
    const member = await newMember(payload, { mfa: true })
    const cookie = await passwordStep(member)
    const ips = [newIp(), newIp()]
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verify(cookie, WRONG_CODE, ips[i % 2])),
    )
    // Each guess is counted before it is checked: the later ones are refused unchecked (423),
    // or find the challenge already ended by the lockout.
    const errors = await errorsOf(answers)
    const wrong = '401 Invalid verification code'
    const ended = '401 Your sign-in has expired. Please sign in again.'
    const locked = (error: string) => error.startsWith('423 ') && LOCKED.test(error.slice(4))
    expect(errors.filter((error) => error === wrong).length).toBeLessThanOrEqual(4)
    expect(errors.some(locked)).toBe(true)
    expect(errors.every((error) => error === wrong || error === ended || locked(error))).toBe(true)
    const reasons = await failureReasons(payload, member.user.email)
    expect(reasons.length).toBeGreaterThanOrEqual(5)
    expect(reasons.filter((reason) => reason === 'mfa_invalid').length).toBeLessThanOrEqual(5)
    expect(await lockoutOf(payload, member.user.id)).not.toBeNull()
    expect(await challengeHashes(payload, member.user.id)).toEqual([])
  })

  it('still signs in with a right code, and a sign-in forgives earlier failures', async () => {
    const member = await newMember(payload, { mfa: true })
    expect((await verify(await passwordStep(member), WRONG_CODE)).status).toBe(401)
    const cookie = await passwordStep(member)
    const signedIn = await verify(cookie, member.codes[2])
    expect(signedIn.status).toBe(200)
    expect(setCookie(signedIn, SESSION_COOKIE)).toBeDefined()
    expect(await challengeHashes(payload, member.user.id)).toEqual([])
    expect((await findUserById(payload, member.user.id)).loginAttempts).toBe(0)
  })
})

describe('a code is spent once, even when sent in parallel', () => {
  it('accepts one of ten parallel uses of a backup code', async () => {
    const member = await newMember(payload, { mfa: true })
    const user = await findUserById(payload, member.user.id)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkSecondFactor(payload, user, member.codes[0], meta)),
    )
    expect(results.filter((result) => result === 'ok')).toHaveLength(1)
    expect(results.filter((result) => result === 'invalid')).toHaveLength(9)
    const stored = (await findUserById(payload, user.id)).mfaBackupCodes as string[]
    expect(stored).toHaveLength(9)
  })

  it('keeps two different backup codes used at the same moment both spent', async () => {
    const member = await newMember(payload, { mfa: true })
    const user = await findUserById(payload, member.user.id)
    const results = await Promise.all(
      [member.codes[3], member.codes[4]].map((code) =>
        checkSecondFactor(payload, user, code, meta),
      ),
    )
    expect(results).toEqual(['ok', 'ok'])
    expect((await findUserById(payload, user.id)).mfaBackupCodes).toHaveLength(8)
    expect(await checkSecondFactor(payload, user, member.codes[3], meta)).toBe('invalid')
  })

  it('accepts one of ten parallel uses of a TOTP code; the others are replays', async () => {
    const member = await newMember(payload, { mfa: true })
    const user = await findUserById(payload, member.user.id)
    const code = totpNow(member.secret)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkSecondFactor(payload, user, code, meta)),
    )
    expect(results.filter((result) => result === 'ok')).toHaveLength(1)
    expect(results.filter((result) => result === 'replayed')).toHaveLength(9)
  })

  it('signs in once when a pending sign-in gets the same backup code three times at once', async () => {
    const member = await newMember(payload, { mfa: true })
    const cookie = await passwordStep(member)
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => verify(cookie, member.codes[5])),
    )
    expect(statusCounts(answers)).toEqual({ 200: 1, 401: 2 })
    expect(await liveSessions(payload, member.user.id)).toBe(2)
    expect((await findUserById(payload, member.user.id)).mfaBackupCodes).toHaveLength(9)
  })
})

describe('a lockout is told only to whoever knows the password', () => {
  it('answers a wrong password on a locked account like an unknown address, and counts it', async () => {
    const member = await newMember(payload)
    const ip = newIp()
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push(await login(member, `Wrong-pass-${i}`, ip))
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401])
    for (const answer of answers) expect(await answer.json()).toEqual(INVALID)
    const unknown = await post(loginRoute, { email: 'nobody@example.test', password: 'x' }, { ip })
    expect([unknown.status, await unknown.json()]).toEqual([401, INVALID])
    expect(await failureReasons(payload, member.user.email)).toEqual(
      Array(6).fill('wrong_password'),
    )

    const right = await login(member, PASSWORD, ip)
    expect(right.status).toBe(423)
    expect((await right.json()).error).toMatch(LOCKED)
    expect(setCookie(right, SESSION_COOKIE)).toBeUndefined()
  })

  it('still bounds the guesses: a locked account checks five more, then none', async () => {
    const member = await newMember(payload)
    const ip = newIp()
    for (let i = 0; i < 10; i += 1) await login(member, `Wrong-pass-${i}`, ip)
    expect(await failureReasons(payload, member.user.email)).toEqual(
      Array(10).fill('wrong_password'),
    )
    // The eleventh guess is not checked, even the right one: it answers like any wrong one.
    const right = await login(member, PASSWORD, ip)
    expect([right.status, await right.json()]).toEqual([401, INVALID])
    expect((await failureReasons(payload, member.user.email)).at(-1)).toBe('locked_out')
  })

  it('checks at most ten of 30 wrong passwords sent at once (five, and five once locked)', async () => {
    const member = await newMember(payload)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(member, `Wrong-pass-${i}`)),
    )
    expect(statusCounts(answers)).toEqual({ 401: 30 })
    const reasons = await failureReasons(payload, member.user.email)
    expect(reasons.filter((reason) => reason === 'wrong_password').length).toBeLessThanOrEqual(10)
    expect(reasons).toHaveLength(30)
    expect((await lockoutOf(payload, member.user.id)) !== null).toBe(true)
  })
})
