import { type APIResponse, expect, test } from '@playwright/test'

import { confirmCardPayment, paymentIntentIdFrom } from '../../src/lib/stripe/testModeClient'

import { type Client, json, newClient } from '../helpers/api'
import { type Member, registerMember, writeCount } from '../helpers/roles'

/*
 * Two members, A and B. A owns a session, a data export and a paid purchase; B knows every id
 * of them and tries each one on every route that takes an id or a filter. B must be refused
 * exactly as if the thing did not exist, and no answer may carry anything of A's.
 */

type Purchase = { id: string; trackId: string; stripePaymentIntentId: string | null }

let a: Member
let b: Member
let anonymous: Client
/** A's things, by id. */
const of = { session: '', export: '', track: '', intent: '', purchase: '' }
let checks = 0

/** Everything that identifies A or A's things: none of it may appear in an answer to B. */
const tracesOfA = () => [a.id, a.email, a.username, ...Object.values(of)]

/** One probe: the answer has the expected status and carries nothing of A's. */
const probe = async (response: APIResponse, status: number): Promise<string> => {
  const body = await response.text()
  expect(response.status(), `${response.url()} → ${body.slice(0, 200)}`).toBe(status)
  for (const trace of tracesOfA())
    expect(body, `${response.url()} leaks ${trace}`).not.toContain(trace)
  checks++
  return body
}

/** A Payload REST list that B may read but that holds nothing of A's. */
const emptyList = async (client: Client, path: string) => {
  const body = JSON.parse(await probe(await client.get(path), 200))
  expect(body.docs, path).toEqual([])
}

/** The test-mode payment settings the checkout page hands the browser (spec §2 Checkout). */
const paymentSettings = async (client: Client, trackId: string) => {
  const html = await (await client.get(`/checkout?trackId=${trackId}`)).text()
  const read = (name: string) => html.match(new RegExp(`${name}\\\\*":\\\\*"([^"\\\\]+)`))?.[1]
  const apiUrl = read('apiUrl')
  const publishableKey = read('publishableKey')
  if (!apiUrl || !publishableKey) throw new Error('The checkout page has no test-mode payment')
  return { apiUrl, publishableKey }
}

/** Buys a track as the checkout page does: an intent, the card to "Stripe", then confirm. */
const buy = async (member: Member, trackId: string): Promise<string> => {
  const intent = await member.client.post('/api/create-payment-intent', { data: { trackId } })
  expect(intent.status(), 'a payment intent for A').toBe(200)
  const { clientSecret } = await json(intent)
  const intentId = paymentIntentIdFrom(String(clientSecret))
  const { apiUrl, publishableKey } = await paymentSettings(member.client, trackId)
  const paid = await confirmCardPayment({
    apiUrl,
    publishableKey,
    clientSecret,
    card: {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  })
  expect(paid, 'the test card pays').toMatchObject({ paymentIntent: { status: 'succeeded' } })
  const confirmed = await member.client.post('/api/confirm-purchase', {
    data: { paymentIntentId: intentId },
  })
  expect(confirmed.status(), 'A confirms the purchase').toBe(200)
  return intentId
}

/** Waits for the background job to finish A's export, so only ownership can refuse B. */
const completedExport = async (member: Member, id: string) => {
  await expect
    .poll(
      async () => {
        const requests: Array<{ id: string; status: string }> = await json(
          await member.client.get('/api/user/data-requests'),
        )
        return requests.find((request) => request.id === id)?.status
      },
      { timeout: 30_000, message: "A's export is prepared" },
    )
    .toBe('completed')
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(60_000)
  ;[a, b] = [await registerMember(baseURL!), await registerMember(baseURL!)]
  anonymous = await newClient(baseURL!)

  const sessions: Array<{ id: string; current: boolean }> = await json(
    await a.client.get('/api/auth/sessions'),
  )
  of.session = sessions.find((session) => session.current)!.id

  const exported = await a.client.post('/api/user/data-export')
  expect(exported.status(), 'A asks for an export').toBe(202)
  of.export = (await json(exported)).request.id

  const tracks: Array<{ id: string; price: string }> = await json(await a.client.get('/api/tracks'))
  of.track = tracks.find((track) => track.price !== '0.00')!.id
  of.intent = await buy(a, of.track)
  const purchases: Purchase[] = await json(await a.client.get('/api/user/purchases'))
  of.purchase = purchases.find((purchase) => purchase.stripePaymentIntentId === of.intent)!.id
  await completedExport(a, of.export)
})

test.afterAll(async () => {
  await writeCount('idor', { label: 'IDOR checks', checks })
  await Promise.all([a?.client, b?.client, anonymous].map((client) => client?.dispose()))
})

/** A is still signed in, as a member, with the name they chose. */
const expectAUntouched = async () => {
  const me = await a.client.get('/api/auth/me')
  expect(me.status(), 'A is still signed in').toBe(200)
  expect(await json(me)).toMatchObject({ id: a.id, role: 'user', accountStatus: 'active' })
}

test.describe("B never reaches A's things by id", () => {
  test("B cannot end A's session, nor see it among B's own", async () => {
    await probe(await b.client.delete(`/api/auth/sessions/${of.session}`), 404)
    await expectAUntouched()
    const listed = await probe(await b.client.get('/api/auth/sessions'), 200)
    expect(JSON.parse(listed)).toHaveLength(1)
    await probe(await anonymous.delete(`/api/auth/sessions/${of.session}`), 401)
    await expectAUntouched()
  })

  test("B cannot download A's data export, nor see it among B's requests", async () => {
    const owner = await a.client.get(`/api/user/data-export/${of.export}/download`)
    expect(owner.status(), 'A downloads the export').toBe(200)
    expect(await owner.text()).toContain(a.email)

    const refusedToB = await probe(
      await b.client.get(`/api/user/data-export/${of.export}/download`),
      404,
    )
    // Refused exactly as an export that does not exist: nothing says that the id is taken.
    expect(JSON.parse(refusedToB)).toEqual({ error: 'Export not found' })
    expect(JSON.parse(await probe(await b.client.get('/api/user/data-requests'), 200))).toEqual([])
    await probe(await anonymous.get(`/api/user/data-export/${of.export}/download`), 401)
  })

  test("B's purchases never include A's, and A's track stays locked for B", async () => {
    const mine: Purchase[] = await json(await a.client.get('/api/user/purchases'))
    expect(mine.map((purchase) => purchase.stripePaymentIntentId)).toContain(of.intent)
    expect(JSON.parse(await probe(await b.client.get('/api/user/purchases'), 200))).toEqual([])

    expect((await a.client.get(`/api/secure/download/${of.track}`)).status(), 'A downloads').toBe(
      200,
    )
    await probe(await b.client.get(`/api/secure/download/${of.track}`), 403)
    await probe(await b.client.get(`/api/tracks/${of.track}/stream`), 403)
    await probe(await anonymous.get(`/api/secure/download/${of.track}`), 401)
  })

  test("B cannot confirm A's payment, which answers as an unknown one", async () => {
    const body = await probe(
      await b.client.post('/api/confirm-purchase', { data: { paymentIntentId: of.intent } }),
      404,
    )
    expect(JSON.parse(body)).toEqual({ error: 'Purchase not found' })
    // B's own library did not gain A's track.
    expect(await json(await b.client.get('/api/user/purchases'))).toEqual([])
    await probe(await b.client.get(`/api/secure/download/${of.track}`), 403)
  })

  test("as a member, B reaches none of the admin calls on A's id, nor on B's own", async () => {
    await probe(await b.client.get('/api/admin/users'), 403)
    await probe(await b.client.get(`/api/admin/users/${a.id}/purchases`), 403)
    await probe(await b.client.get('/api/admin/audit-logs'), 403)
    await probe(
      await b.client.patch(`/api/admin/users/${a.id}/status`, { data: { status: 'locked' } }),
      403,
    )
    await probe(
      await b.client.patch(`/api/admin/users/${a.id}/role`, { data: { role: 'viewer' } }),
      403,
    )
    await probe(
      await b.client.patch(`/api/admin/users/${b.id}/role`, { data: { role: 'admin' } }),
      403,
    )
    await expectAUntouched()
    expect((await json(await b.client.get('/api/auth/me'))).role, 'B is still a member').toBe(
      'user',
    )
  })
})

test.describe("Payload's REST and GraphQL APIs keep A's documents from B", () => {
  test("B reads only B's own account", async () => {
    await probe(await b.client.get(`/api/cms/users/${a.id}`), 404)
    await emptyList(b.client, `/api/cms/users?where[id][equals]=${a.id}`)
    await emptyList(b.client, `/api/cms/users?where[email][equals]=${encodeURIComponent(a.email)}`)
    const everyone = JSON.parse(await probe(await b.client.get('/api/cms/users?limit=100'), 200))
    expect(everyone.docs.map((user: { id: string }) => user.id)).toEqual([b.id])
    await probe(await anonymous.get(`/api/cms/users/${a.id}`), 403)
  })

  test("B finds none of A's purchases, sessions, rights or exports, by id or by filter", async () => {
    await emptyList(b.client, `/api/cms/purchases?where[user][equals]=${a.id}`)
    await emptyList(
      b.client,
      `/api/cms/purchases?where[stripePaymentIntentId][equals]=${of.intent}`,
    )
    await emptyList(
      b.client,
      `/api/cms/purchases?where[user.email][equals]=${encodeURIComponent(a.email)}`,
    )
    await probe(await b.client.get(`/api/cms/purchases/${of.purchase}`), 404)
    await emptyList(b.client, `/api/cms/user-sessions?where[user][equals]=${a.id}`)
    await probe(await b.client.get(`/api/cms/user-sessions/${of.session}`), 404)
    await emptyList(b.client, `/api/cms/user-file-permissions?where[user][equals]=${a.id}`)
    await emptyList(b.client, `/api/cms/data-export-requests?where[user][equals]=${a.id}`)
    await probe(await b.client.get(`/api/cms/data-export-requests/${of.export}`), 404)
  })

  test("B can neither change nor delete A's account, nor raise B's own role", async () => {
    await probe(
      await b.client.patch(`/api/cms/users/${a.id}`, { data: { firstName: 'Mallory' } }),
      403,
    )
    await probe(await b.client.delete(`/api/cms/users/${a.id}`), 403)
    await expectAUntouched()
    expect((await json(await a.client.get('/api/auth/me'))).firstName).toBe('Test')

    await b.client.patch(`/api/cms/users/${b.id}`, { data: { role: 'admin' } })
    const me = await json(await b.client.get('/api/auth/me'))
    expect(me.role, 'the role field is for admins only').toBe('user')
    checks++
  })

  test("GraphQL answers B's questions about A with nothing", async () => {
    const ask = (query: string) => b.client.post('/api/cms/graphql', { data: { query } })
    const user = JSON.parse(await probe(await ask(`{ User(id: "${a.id}") { id email } }`), 200))
    expect(user.data?.User ?? null).toBeNull()
    const purchases = JSON.parse(
      await probe(
        await ask(`{ Purchases(where: { user: { equals: "${a.id}" } }) { docs { id } } }`),
        200,
      ),
    )
    expect(purchases.data.Purchases.docs).toEqual([])
    const users = JSON.parse(await probe(await ask('{ Users(limit: 100) { docs { id } } }'), 200))
    expect(users.data.Users.docs).toEqual([{ id: b.id }])
  })
})
