import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { GET as downloadRoute } from '@/app/(site)/api/user/data-export/[id]/download/route'
import { POST as exportRoute } from '@/app/(site)/api/user/data-export/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { runJobs } from '@/lib/jobs/queue'
import type { PublicDataRequest } from '@/lib/privacy/requests'

import { createUser, type TestUser } from './fixtures'

/*
 * Calling our route handlers in-process, as a browser would over HTTP: a member with a session
 * cookie, each call from its own address, and the mails the app wrote under MAIL_DIR.
 */

let ipCounter = 0
/** Each call from its own address, so the per-address limits of one test spare the others. */
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`

export const unique = () => randomBytes(4).toString('hex')

export type Call = { method?: string; body?: unknown; cookie?: string; ip?: string }

export const call = (route: (request: Request) => Promise<Response>, init: Call = {}) =>
  route(
    new Request('http://test/api', {
      method: init.method ?? 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': init.ip ?? nextIp(),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )

export type Member = { user: TestUser; cookie: string }

/** A member (MFA off) with a live session. */
export const signedInMember = async (
  payload: Payload,
  overrides: Partial<TestUser> = {},
): Promise<Member> => {
  const user = await createUser(payload, 'user', {
    email: `member-${unique()}@example.test`,
    mfaEnabled: false,
    ...overrides,
  })
  const { token } = await createSession(payload, user)
  return { user, cookie: `${SESSION_COOKIE}=${token}` }
}

/** Every mail written for an address so far, oldest first, quoted-printable undone. */
export const mailsTo = async (address: string): Promise<string[]> => {
  const dir = process.env.MAIL_DIR!
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(`-${address.replace(/[^a-z0-9@.]/gi, '_')}.eml`))
    .sort()
  return Promise.all(
    files.map(async (name) =>
      (await fs.readFile(path.join(dir, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    ),
  )
}

/** Asks for the member's data export, runs the queue and returns the archive's text. */
export const exportOf = async (payload: Payload, who: Member): Promise<string> => {
  const asked = await call(exportRoute, { cookie: who.cookie })
  expect(asked.status).toBe(202)
  const { request } = (await asked.json()) as { request: PublicDataRequest }
  await runJobs(payload)
  const file = await downloadRoute(
    new Request('http://test/api', { headers: { cookie: who.cookie } }),
    { params: Promise.resolve({ id: request.id }) },
  )
  expect(file.status).toBe(200)
  return file.text()
}
