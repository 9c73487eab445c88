import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as adminLoginRoute } from '@/app/(site)/api/admin-login/route'
import { GET as meRoute } from '@/app/(site)/api/auth/me/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'

import { createUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

const adminLogin = () =>
  adminLoginRoute(
    new Request('http://test/api/admin-login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.40' },
    }),
  )

beforeAll(async () => {
  payload = await getTestPayload()
  await createUser(payload, 'admin', { email: 'admin@demo.local' })
})

afterEach(() => {
  process.env.DEMO_MODE = 'false'
})

describe('POST /api/admin-login (the landing page’s test admin login)', () => {
  it('signs in as the demo admin in demo mode', async () => {
    process.env.DEMO_MODE = 'true'
    const response = await adminLogin()
    expect(response.status).toBe(200)
    expect((await response.json()).user).toMatchObject({
      email: 'admin@demo.local',
      role: 'admin',
    })
    const cookie = response.headers.get('set-cookie')!.split(';')[0]
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true)
    const me = await meRoute(new Request('http://test/api/auth/me', { headers: { cookie } }))
    expect((await me.json()).email).toBe('admin@demo.local')
  })

  it('does not exist outside demo mode', async () => {
    process.env.DEMO_MODE = 'false'
    const response = await adminLogin()
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
