import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createSession } from '@/lib/auth/sessions'
import { SESSION_COOKIE } from '@/lib/auth/constants'

import { createTrack, createUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'
import {
  CMS_CALLERS,
  type CmsCaller,
  type CmsMethod,
  cms,
  cookiesByCaller,
  errorOf,
} from '../helpers/payloadRest'

/*
 * The role matrix of Payload's own doors (tests/e2e/roleMatrix.e2e.ts has the site's): its
 * internal collections (locks, preferences, jobs) and the routes that used to fail with a 500,
 * for every kind of caller. Every refusal is `{ error }` JSON.
 */

type Row = Record<CmsCaller, number>
const all = (status: number): Row => ({
  anonymous: status,
  user: status,
  premium: status,
  viewer: status,
  admin: status,
})
const staff = (refused: number, allowed: number, anonymous = refused): Row => ({
  anonymous,
  user: refused,
  premium: refused,
  viewer: allowed,
  admin: allowed,
})

/** `{lock}` and `{unknown}` are filled in; `logout` rows run on a session of their own. */
// prettier-ignore
const POLICY: Array<[CmsMethod, string, Row, unknown?]> = [
  ['GET', '/api/cms/payload-locked-documents', staff(403, 200)],
  ['POST', '/api/cms/payload-locked-documents', all(403), { globalSlug: 'biography', user: { relationTo: 'users', value: '{unknown}' } }],
  ['PATCH', '/api/cms/payload-locked-documents/{lock}', { ...all(403), admin: 200 }, { user: { relationTo: 'users', value: '{unknown}' } }],
  ['DELETE', '/api/cms/payload-locked-documents/{unknown}', { ...all(403), admin: 404 }],
  ['GET', '/api/cms/payload-preferences', staff(403, 200)],
  ['POST', '/api/cms/payload-preferences', staff(403, 201), { key: 'matrix', value: 1 }],
  ['GET', '/api/cms/payload-preferences/nav', staff(403, 200, 401)],
  ['POST', '/api/cms/payload-preferences/nav', staff(403, 200, 401), { value: { open: true } }],
  ['DELETE', '/api/cms/payload-preferences/never-saved', staff(403, 404, 401)],
  ['GET', '/api/cms/payload-jobs', all(403)],
  ['POST', '/api/cms/payload-jobs', all(403), { taskSlug: 'purgeExpiredExports', queue: 'privacy' }],
  ['GET', '/api/cms/payload-jobs/run?queue=privacy', { ...all(403), anonymous: 401 }],
  ['GET', '/api/cms/payload-jobs/handle-schedules', { ...all(403), anonymous: 401 }],
  ['GET', '/api/cms/payload-kv', all(403)],
  ['GET', '/api/cms/payload-migrations', all(404)],
  // Routes that answered 500: no versions kept, a missing file, a value of the wrong type.
  ['GET', '/api/cms/contacts/versions', staff(403, 404)],
  ['GET', '/api/cms/users/versions', { ...all(404), anonymous: 403 }],
  ['GET', '/api/cms/globals/biography/versions', all(404)],
  ['GET', '/api/cms/globals/site-settings/versions', all(404)],
  ['GET', '/api/cms/media/file/nope.jpg', all(404)],
  ['GET', '/api/cms/track-audio/file/nope.mp3', { ...all(403), admin: 404 }],
  ['GET', '/api/cms/tracks?where[id][in]=a,b', all(400)],
  ['GET', '/api/cms/nope', all(404)],
  // Drafts are still the team's, through the versions that are kept.
  ['GET', '/api/cms/tracks/versions', staff(403, 200)],
  ['POST', '/api/cms/users/refresh-token', { ...all(200), anonymous: 401 }],
  ['POST', '/api/cms/users/logout', all(200)],
]

let payload: Payload
let cookies: Record<CmsCaller, string | null>
let users: Awaited<ReturnType<typeof cookiesByCaller>>['users']
let ids: Record<'lock' | 'unknown', string>

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ cookies, users } = await cookiesByCaller(payload, (role) => createUser(payload, role)))
  const track = await createTrack(payload)
  const lock = await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'tracks', value: track.id },
      user: { relationTo: 'users', value: users.admin!.id },
    },
    overrideAccess: true,
  })
  ids = { lock: lock.id, unknown: randomUUID() }
})

const fill = (text: string) => text.replace(/\{(lock|unknown)\}/g, (_, name: 'lock') => ids[name])

/** A session of its own for the calls that end the one they use. */
const cookieFor = async (caller: CmsCaller, path: string) => {
  if (!path.endsWith('/logout') || caller === 'anonymous') return cookies[caller]
  return `${SESSION_COOKIE}=${(await createSession(payload, users[caller]!)).token}`
}

describe('Payload’s own doors, for every caller', () => {
  for (const [method, template, row, body] of POLICY) {
    it(`${method} ${template}`, async () => {
      const seen = {} as Row
      for (const caller of CMS_CALLERS) {
        const response = await cms(method, fill(template), {
          cookie: await cookieFor(caller, template),
          body: body === undefined ? undefined : JSON.parse(fill(JSON.stringify(body))),
        })
        seen[caller] = response.status
        if (response.status >= 400) await errorOf(response)
      }
      expect(seen).toEqual(row)
    })
  }
})

describe('every REST route of every collection and global', () => {
  it('answers no caller with a 5xx, and every refusal with { error }', async () => {
    const unknown = randomUUID()
    const paths = [
      ...Object.keys(payload.collections).flatMap((slug) =>
        ['', '/count', '/versions', `/versions/${unknown}`, `/${unknown}`, '/file/nope.jpg'].map(
          (rest) => `/api/cms/${slug}${rest}`,
        ),
      ),
      ...payload.config.globals.flatMap(({ slug }) =>
        ['', '/versions', `/versions/${unknown}`].map((rest) => `/api/cms/globals/${slug}${rest}`),
      ),
    ]
    const faults: string[] = []
    for (const path of paths) {
      for (const caller of CMS_CALLERS) {
        const response = await cms('GET', path, { cookie: cookies[caller] })
        if (response.status >= 500) faults.push(`${caller} ${path} → ${response.status}`)
        else if (response.status >= 400) await errorOf(response)
        else await response.body?.cancel()
      }
    }
    expect(faults).toEqual([])
  })
})
