import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as registerRoute } from '@/app/(site)/api/auth/register/route'
import { POST as contactRoute } from '@/app/(site)/api/contacts/route'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let ipCounter = 0
const nextIp = () => `198.18.7.${++ipCounter}`

beforeAll(async () => {
  payload = await getTestPayload()
})

const post = (route: (request: Request) => Promise<Response>, body: BodyInit, headers = {}) =>
  route(
    new Request('http://test/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
      body,
      // A stream body is sent without a Content-Length, as a chunked upload would be.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit),
  )

describe('JSON bodies over the limit', () => {
  const huge = JSON.stringify({
    fullName: 'Big Sender',
    email: 'big@example.test',
    message: 'x'.repeat(2 * 1024 * 1024),
  })

  it('answer 413 { error } when their length is declared', async () => {
    const response = await post(contactRoute, huge, {
      'content-length': String(Buffer.byteLength(huge)),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Request body is too large' })
  })

  it('answer 413 { error } when they arrive without a length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge))
        controller.close()
      },
    })
    const response = await post(contactRoute, stream)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Request body is too large' })
    const { totalDocs } = await payload.count({
      collection: 'contacts',
      where: { email: { equals: 'big@example.test' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('registrations refused by the database', () => {
  const registration = (overrides: Record<string, string>) =>
    JSON.stringify({
      email: `race-${randomBytes(4).toString('hex')}@example.test`,
      username: `r_${randomBytes(5).toString('hex')}`,
      firstName: 'Race',
      lastName: 'Runner',
      password: 'Str0ng!Passw0rd',
      ...overrides,
    })

  /** Two sign-ups at once, which pass the early checks together; the unique index decides. */
  const race = async (overrides: Record<string, string>) => {
    const responses = await Promise.all([
      post(registerRoute, registration(overrides)),
      post(registerRoute, registration(overrides)),
    ])
    const answers = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: await response.json() })),
    )
    return answers.sort((a, b) => a.status - b.status)
  }

  it('name the username when two sign-ups race for it', async () => {
    const [won, lost] = await race({ username: `same_${randomBytes(4).toString('hex')}` })
    expect(won.status).toBe(201)
    expect(lost).toEqual({ status: 409, body: { error: 'This username is already taken' } })
  })

  it('name the e-mail address when two sign-ups race for it', async () => {
    const [won, lost] = await race({ email: `same-${randomBytes(4).toString('hex')}@example.test` })
    expect(won.status).toBe(201)
    expect(lost).toEqual({
      status: 409,
      body: { error: 'An account with this email already exists' },
    })
  })
})
