import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as purchasesRoute } from '@/app/(site)/api/user/purchases/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let fan: TestUser
let other: TestUser

const purchasesOf = async (user: TestUser | null) => {
  const headers: Record<string, string> = {}
  if (user) headers.cookie = `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`
  return purchasesRoute(new Request('http://test/api/user/purchases', { headers }))
}

beforeAll(async () => {
  payload = await getTestPayload()
  fan = await createUser(payload, 'user')
  other = await createUser(payload, 'user')
  const track = await createTrack(payload, { title: 'Steppin Out', artist: 'KAIRO', price: 1.5 })
  for (const [user, status, intent] of [
    [fan, 'completed', 'pi_fan'],
    [other, 'completed', 'pi_other'],
  ] as const) {
    await payload.create({
      collection: 'purchases',
      data: {
        user: user.id,
        track: track.id,
        amount: 1.5,
        status,
        stripePaymentIntentId: intent,
        purchaseDate: new Date().toISOString(),
      },
      overrideAccess: true,
    })
  }
})

describe('GET /api/user/purchases', () => {
  it('lists only the signed-in member’s purchases, with the track and a two-decimal amount', async () => {
    const response = await purchasesOf(fan)
    expect(response.status).toBe(200)
    const purchases = await response.json()
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({
      status: 'completed',
      amount: '1.50',
      stripePaymentIntentId: 'pi_fan',
      track: { title: 'Steppin Out', artist: 'KAIRO' },
    })
    expect(typeof purchases[0].trackId).toBe('string')
  })

  it('answers 401 when signed out', async () => {
    const response = await purchasesOf(null)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Unauthorized' })
  })
})
