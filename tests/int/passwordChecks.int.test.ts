import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as changeRoute } from '@/app/(site)/api/auth/change-password/route'
import { POST as forgotRoute } from '@/app/(site)/api/auth/forgot-password/route'
import { POST as loginRoute } from '@/app/(site)/api/auth/login/route'
import { POST as mfaDisableRoute } from '@/app/(site)/api/auth/mfa/disable/route'
import { POST as resetRoute } from '@/app/(site)/api/auth/reset-password/route'
import { POST as deleteRoute } from '@/app/(site)/api/user/delete-account/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { verifyPassword } from '@/lib/auth/password'
import { createSession } from '@/lib/auth/sessions'
import { findUserById } from '@/lib/auth/users'
import { runJobs } from '@/lib/jobs/queue'
import type * as Mailer from '@/lib/mail/mailer'
import { sendMail } from '@/lib/mail/mailer'

import {
  errorsOf,
  failureReasons,
  liveSessions,
  lockoutOf,
  type Member,
  newIp,
  newMember,
  PASSWORD,
  post,
  WRONG_CODE,
} from '../helpers/authCalls'
import { getTestPayload } from '../helpers/payload'
import { eventually } from '../helpers/stripe'

vi.mock('@/lib/mail/mailer', async (importOriginal) => {
  const mailer = await importOriginal<typeof Mailer>()
  return { ...mailer, sendMail: vi.fn(mailer.sendMail) }
})

let payload: Payload
const NEW_PASSWORD = 'Brand-new-7-password'
const WRONG = { error: 'Current password is incorrect' }
const LOCKED = /^Too many failed attempts\. Your account is locked for 1[45] more minutes\.$/

beforeAll(async () => {
  payload = await getTestPayload()
})

const { sendMail: realSendMail } = await vi.importActual<typeof Mailer>('@/lib/mail/mailer')

afterEach(() => {
  vi.mocked(sendMail).mockClear().mockImplementation(realSendMail)
})

const change = (member: Member, currentPassword: string, ip = newIp(), cookie = member.cookie) =>
  post(
    changeRoute,
    { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    { ip, cookie },
  )

const anotherSession = async (member: Member) =>
  `${SESSION_COOKIE}=${(await createSession(payload, member.user)).token}`

describe('current-password checks count as failed sign-ins', () => {
  it('change-password: the fifth wrong password locks the account and ends the guessing session', async () => {
    const member = await newMember(payload)
    const ip = newIp()
    const answers = []
    for (let i = 0; i < 5; i += 1) answers.push(await change(member, `Guess-${i}`, ip))
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 423])
    expect(await answers[0].json()).toEqual(WRONG)
    expect((await answers[4].json()).error).toMatch(LOCKED)
    expect(answers[4].headers.get('set-cookie')).toMatch(/^artist_session=; .*Max-Age=0/)
    expect(await liveSessions(payload, member.user.id)).toBe(0)
    expect(await failureReasons(payload, member.user.email)).toEqual(
      Array(5).fill('wrong_current_password'),
    )

    // While locked, the right password is not even checked, from any session or at sign-in.
    const other = await anotherSession(member)
    expect((await change(member, PASSWORD, newIp(), other)).status).toBe(423)
    expect(await liveSessions(payload, member.user.id)).toBe(1)
    const login = await post(loginRoute, { email: member.user.email, password: PASSWORD }, { ip })
    expect(login.status).toBe(423)
    const stored = await findUserById(payload, member.user.id)
    expect(await verifyPassword(stored.passwordHash!, PASSWORD)).toBe(true)
  })

  it('mfa-disable: wrong passwords and wrong codes count, and MFA stays on while locked', async () => {
    const member = await newMember(payload, { mfa: true })
    const ip = newIp()
    const disable = (password: string, token: string, cookie = member.cookie) =>
      post(mfaDisableRoute, { password, token }, { ip, cookie })
    const answers = []
    for (let i = 0; i < 3; i += 1) answers.push(await disable(`Guess-${i}`, '000000'))
    answers.push(await disable(PASSWORD, WRONG_CODE))
    answers.push(await disable(`Guess-4`, '000000'))
    expect(await errorsOf(answers.slice(0, 4))).toEqual([
      ...Array(3).fill('401 Password is incorrect'),
      '401 Invalid verification code',
    ])
    expect(answers[4].status).toBe(423)
    expect(await liveSessions(payload, member.user.id)).toBe(0)
    expect(await failureReasons(payload, member.user.email)).toEqual([
      ...Array(3).fill('wrong_current_password'),
      'mfa_invalid',
      'wrong_current_password',
    ])
    const refused = await disable(PASSWORD, member.codes[0], await anotherSession(member))
    expect(refused.status).toBe(423)
    expect((await findUserById(payload, member.user.id)).mfaEnabled).toBe(true)
  })

  it('delete-account: wrong passwords count, and a locked account is not deleted', async () => {
    const member = await newMember(payload)
    const ip = newIp()
    const remove = (password: string, cookie = member.cookie) =>
      post(deleteRoute, { password }, { ip, cookie })
    const answers = []
    for (let i = 0; i < 5; i += 1) answers.push(await remove(`Guess-${i}`))
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 423])
    expect(await answers[0].json()).toEqual({ error: 'Password is incorrect' })
    expect(await liveSessions(payload, member.user.id)).toBe(0)

    const refused = await remove(PASSWORD, await anotherSession(member))
    expect(refused.status).toBe(423)
    expect((await findUserById(payload, member.user.id)).gdprDeleteRequested).toBeFalsy()
  })

  it('checks at most five of 20 wrong passwords sent at once from one session', async () => {
    const member = await newMember(payload)
    const ips = [newIp(), newIp()]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(member, `Guess-${i}`, ips[i % 2])),
    )
    // Later calls are refused unchecked (423), or come after the lockout ended their session.
    const errors = await errorsOf(answers)
    const wrong = '401 Current password is incorrect'
    const ended = '401 Unauthorized'
    const locked = (error: string) => error.startsWith('423 ') && LOCKED.test(error.slice(4))
    expect(errors.filter((error) => error === wrong).length).toBeLessThanOrEqual(4)
    expect(errors.some(locked)).toBe(true)
    expect(errors.every((error) => error === wrong || error === ended || locked(error))).toBe(true)
    const reasons = await failureReasons(payload, member.user.email)
    expect(reasons.filter((reason) => reason === 'wrong_current_password').length).toBeLessThan(6)
    expect(await lockoutOf(payload, member.user.id)).not.toBeNull()
    expect(await liveSessions(payload, member.user.id)).toBe(0)
  })

  it('keeps a session whose account someone else locked, but refuses its password checks', async () => {
    const member = await newMember(payload)
    const ip = newIp()
    for (let i = 0; i < 5; i += 1) {
      await post(loginRoute, { email: member.user.email, password: `Guess-${i}` }, { ip })
    }
    expect((await change(member, PASSWORD)).status).toBe(423)
    expect(await liveSessions(payload, member.user.id)).toBe(1)
  })

  it('limits the checks per address like sign-ins (429 after ten)', async () => {
    const members = await Promise.all([newMember(payload), newMember(payload), newMember(payload)])
    const ip = newIp()
    const statuses = []
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await change(members[i % 3], `Guess-${i}`, ip)).status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })

  it('lets the right password through and takes back its counted attempt', async () => {
    const member = await newMember(payload)
    const changed = await change(member, PASSWORD)
    expect([changed.status, await changed.json()]).toEqual([200, { success: true }])
    expect(await failureReasons(payload, member.user.email)).toEqual([])
  })
})

describe('forgot-password tells nobody whether an account exists', () => {
  const forgot = (email: string, ip: string) => post(forgotRoute, { email }, { ip })
  const mailsTo = (email: string) =>
    vi.mocked(sendMail).mock.calls.filter(([mail]) => mail.to === email)

  it('answers alike and queues the same job for a known and an unknown address', async () => {
    const member = await newMember(payload)
    const unknown = 'nobody-here@example.test'
    await runJobs(payload)
    // Hold the queue, to see exactly what the requests themselves did.
    const held = vi
      .spyOn(payload.jobs, 'run')
      .mockResolvedValue({ noJobsRemaining: true } as Awaited<ReturnType<Payload['jobs']['run']>>)
    const ip = newIp()
    const [known, other] = await Promise.all([forgot(member.user.email, ip), forgot(unknown, ip)])
    expect([known.status, await known.json()]).toEqual([other.status, await other.json()])
    expect(known.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'passwordResetMail' } },
      overrideAccess: true,
    })
    const input = (email: string) => ({ email, ipAddress: ip, userAgent: 'vitest' })
    expect(docs.map((job) => job.input)).toHaveLength(2)
    expect(docs.map((job) => job.input)).toEqual(
      expect.arrayContaining([input(unknown), input(member.user.email)]),
    )
    expect(sendMail).not.toHaveBeenCalled()
    expect((await findUserById(payload, member.user.id)).passwordResetToken).toBe(
      'reset-token-hash',
    )
    held.mockRestore()

    await runJobs(payload)
    expect(mailsTo(member.user.email)).toHaveLength(1)
    expect(mailsTo(unknown)).toHaveLength(0)
    const token = /token=([A-Za-z0-9_-]+)/.exec(mailsTo(member.user.email)[0][0].text)![1]
    const reset = await post(
      resetRoute,
      { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { ip },
    )
    expect([reset.status, await reset.json()]).toEqual([200, { success: true }])
  })

  it('answers 200 for both when the mail server is down, and mails once it is back', async () => {
    const member = await newMember(payload)
    vi.mocked(sendMail).mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:25'))
    const ip = newIp()
    const known = await forgot(member.user.email, ip)
    const unknown = await forgot('still-nobody@example.test', ip)
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()])
    expect(known.status).toBe(200)

    // The mail server is back: the job (or its retry) sends the mail.
    vi.mocked(sendMail).mockClear().mockImplementation(realSendMail)
    await eventually(async () => {
      await runJobs(payload)
      return mailsTo(member.user.email).length > 0 || undefined
    })
    expect(mailsTo(member.user.email)).toHaveLength(1)
  })
})
