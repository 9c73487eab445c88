import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import * as rest from '@/app/(payload)/api/cms/[...slug]/route'
import type { Role } from '@/access/roles'

import { createTrack, createUser } from '../helpers/fixtures'
import { fuzz, FUZZ_TIMEOUT_MS, writeCounts } from '../helpers/fuzz'
import { bodyOf, type FuzzBody, nearValidBody } from '../helpers/fuzzing/bodies'
import {
  type CookieChoice,
  cookieChoice,
  cookieFor,
  type FuzzHeaders,
  headersArb,
  idParam,
  pathSegment,
  send,
} from '../helpers/fuzzing/requests'
import { sessionCookie } from '../helpers/fuzzing/sessions'
import { nastyText, nastyValue } from '../helpers/fuzzing/values'
import { getTestPayload } from '../helpers/payload'
import { type CmsMethod, slugOf } from '../helpers/payloadRest'

/*
 * Payload's REST API at /api/cms, the door beside the site's own calls: every collection (its
 * internal ones too: locks, preferences, jobs), the globals and the jobs queue's routes, with
 * generated paths, filters, bodies and callers. Never a 5xx; a refusal is JSON with an `error`.
 */

const BASE = 'http://test/api/cms'
const INTERNAL = [
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs',
  'payload-kv',
  'payload-migrations',
]
const FIELDS = (
  'id user user.value user.relationTo document document.value globalSlug key value createdAt ' +
  'email role accountStatus title price _status queue taskSlug completedAt track track.title nope'
).split(' ')
const OPERATORS =
  'equals not_equals in not_in all like contains exists greater_than less_than_equal near within'.split(
    ' ',
  )

type Signed = Record<'admin' | 'viewer' | 'user', string>

let payload: Payload
/**
 * Readers and writers are different accounts: what a writer stores (its own preferences) is
 * then never read back by a reader as if the answer had made it up.
 */
const readers = {} as Signed
const writers = {} as Signed
let known: string[]

beforeAll(async () => {
  payload = await getTestPayload()
  const admin = await createUser(payload, 'admin')
  for (const role of ['admin', 'viewer', 'user'] as const) {
    readers[role] = await sessionCookie(
      payload,
      role === 'admin' ? admin : await createUser(payload, role),
    )
    writers[role] = await sessionCookie(payload, await createUser(payload, role))
  }
  const track = await createTrack(payload)
  const lock = await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'tracks', value: track.id },
      user: { relationTo: 'users', value: admin.id },
    },
    overrideAccess: true,
  })
  known = [track.id, lock.id, admin.id, 'nav', 'locale']
})

afterAll(() => writeCounts('payload'))

type Caller = { choice: CookieChoice; role: Role }

/** Anyone: nobody, a garbage cookie, or a member, viewer or admin. */
const caller: fc.Arbitrary<Caller> = fc.record({
  choice: cookieChoice({ none: 2, garbage: 1, live: 7 }),
  role: fc.constantFrom<Role>('user', 'viewer', 'admin'),
})

const value = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 2,
    arbitrary: fc.constantFrom('a,b', 'true', '2020-01-01', '1e309', '-1', '', 'null', '[]'),
  },
)

/** Payload's query string: filters (nested too), sorting, depth, paging, selection, drafts. */
const query = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom('', '[or][0]', '[and][1][or][0]'),
          fc.oneof(fc.constantFrom(...FIELDS), nastyText),
          fc.constantFrom(...OPERATORS),
          value,
        )
        .map(([nest, field, operator, text]) => [`where${nest}[${field}][${operator}]`, text]),
      fc.tuple(
        fc.constantFrom('sort', 'depth', 'limit', 'page', 'draft', 'locale', 'trash', 'pagination'),
        fc.oneof(
          value,
          fc.constantFrom(...FIELDS).map((field) => `-${field}`),
        ),
      ),
      fc
        .tuple(fc.constantFrom('select', 'populate', 'joins'), fc.constantFrom(...FIELDS), value)
        .map(([key, field, text]) => [`${key}[${field}]`, text]),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs as Array<[string, string]>).toString())

/** The path after a collection: its list (mostly), count, versions, a document, a file, a door. */
const subPath = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc.constantFrom('/count', '/versions', '/access', '/run', '/handle-schedules'),
    },
    { weight: 2, arbitrary: idParam(known).map((id) => `/${pathSegment(id)}`) },
    { weight: 1, arbitrary: idParam(known).map((id) => `/versions/${pathSegment(id)}`) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constant('nope.jpg'), nastyText)
        .map((name) => `/file/${pathSegment(name)}`),
    },
  )

type Input = { caller: Caller; headers: FuzzHeaders; body?: FuzzBody }

const call = async (method: CmsMethod, path: string, { caller, headers, body }: Input) => {
  const accounts = method === 'GET' ? readers : writers
  return send(rest[method], {
    method,
    url: `${BASE}${path}`,
    body,
    headers,
    cookie: await cookieFor(caller.choice, () => accounts[caller.role as keyof Signed]),
    params: { slug: slugOf(path) },
  })
}

const rules = { payloadBody: true }

describe.concurrent('fuzzing Payload’s REST API', () => {
  it(
    'GET /api/cms/{collection}/…',
    async () => {
      const slug = fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...Object.keys(payload.collections)) },
        { weight: 1, arbitrary: nastyText.map(pathSegment) },
      )
      await fuzz({
        name: 'GET /api/cms/{collection}/…',
        rules,
        input: fc.record({ caller, slug, sub: subPath(), query, headers: headersArb }),
        call: (input) => call('GET', `/${input.slug}${input.sub}?${input.query}`, input),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/cms/globals/{global}/…',
    async () => {
      const global = fc.constantFrom(...payload.config.globals.map(({ slug }) => slug), 'nope')
      await fuzz({
        name: 'GET /api/cms/globals/{global}/…',
        rules,
        input: fc.record({ caller, global, sub: subPath(), query, headers: headersArb }),
        call: (input) => call('GET', `/globals/${input.global}${input.sub}?${input.query}`, input),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST|PATCH|DELETE /api/cms/{internal collection}/…',
    async () => {
      const reference = fc.record({
        relationTo: fc.constantFrom('users', 'tracks'),
        value: idParam(known),
      })
      const body = bodyOf(
        nearValidBody({
          document: reference,
          user: reference,
          globalSlug: fc.constantFrom('biography', 'site-settings'),
          key: fc.constantFrom('nav', 'locale'),
          value: nastyValue,
          taskSlug: fc.constantFrom('purgeExpiredExports', 'eraseUser'),
        }),
      )
      await fuzz({
        name: 'POST|PATCH|DELETE /api/cms/{internal collection}/…',
        rules: { ...rules, repeatsStoredData: true },
        input: fc.record({
          caller,
          method: fc.constantFrom<CmsMethod>('POST', 'PATCH', 'DELETE'),
          slug: fc.constantFrom(...INTERNAL),
          sub: fc.oneof(
            fc.constant(''),
            idParam(known).map((id) => `/${pathSegment(id)}`),
          ),
          query,
          body,
          headers: headersArb,
        }),
        call: (input) => call(input.method, `/${input.slug}${input.sub}?${input.query}`, input),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/cms/payload-jobs/{run,handle-schedules}',
    async () => {
      const options = fc
        .array(
          fc.tuple(
            fc.constantFrom('queue', 'allQueues', 'limit', 'silent', 'disableScheduling'),
            fc.oneof(value, fc.constantFrom('privacy', 'mail', 'default')),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => new URLSearchParams(pairs).toString())
      await fuzz({
        name: 'GET /api/cms/payload-jobs/{run,handle-schedules}',
        rules,
        input: fc.record({
          caller,
          door: fc.constantFrom('run', 'handle-schedules'),
          options,
          headers: headersArb,
        }),
        call: (input) => call('GET', `/payload-jobs/${input.door}?${input.options}`, input),
      })
    },
    FUZZ_TIMEOUT_MS,
  )
})
