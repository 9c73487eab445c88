import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import fs from 'node:fs/promises'
import path from 'node:path'

import { type Client, json, login, newClient, registerUser } from './api'

/** The callers of the role matrix, in the order its tables list them. */
export const CALLERS = ['anonymous', 'user', 'premium', 'viewer', 'admin'] as const
export type Caller = (typeof CALLERS)[number]
export type SignedInCaller = Exclude<Caller, 'anonymous'>

export const DEMO_ADMIN = 'admin@demo.local'
export const DEMO_PASSWORD = 'Demo-pass-2025!'

/** A freshly registered account, signed in through its own client (its own address). */
export type Member = { client: Client; id: string; email: string; username: string }

export const signInDemoAdmin = async (baseURL: string): Promise<Client> => {
  const client = await newClient(baseURL)
  const { response } = await login(client, DEMO_ADMIN, DEMO_PASSWORD)
  expect(response.status(), 'the demo admin signs in').toBe(200)
  return client
}

/** Registers a member with the role 'user', signed in by the registration. */
export const registerMember = async (baseURL: string): Promise<Member> => {
  const client = await newClient(baseURL)
  const { response, body, email } = await registerUser(client, { consentToDataProcessing: true })
  expect(response.status(), 'registering a member').toBe(201)
  const { id, username } = body.user as { id: string; username: string }
  return { client, id, email, username }
}

/** A fresh member given `role` by an admin through the admin API. */
export const memberWithRole = async (
  baseURL: string,
  admin: Client,
  role: SignedInCaller,
): Promise<Member> => {
  const member = await registerMember(baseURL)
  if (role !== 'user') {
    const changed = await admin.patch(`/api/admin/users/${member.id}/role`, { data: { role } })
    expect(changed.status(), `making the new account ${role}`).toBe(200)
  }
  const me = await json(await member.client.get('/api/auth/me'))
  expect(me.role, `the new account's session carries the ${role} role`).toBe(role)
  return member
}

// Pictures, audio and fonts play no part in who may see a page; skipping them saves the shared
// CPU the server would spend resizing images.
const DECORATION = new Set(['image', 'media', 'font'])

/** A browser context carrying a client's session cookie, to see a page as that caller. */
export const browserAs = async (
  browser: Browser,
  client: Client | null,
): Promise<BrowserContext> => {
  const context = await browser.newContext()
  if (client) await context.addCookies((await client.storageState()).cookies)
  await context.route('**/*', (route) =>
    DECORATION.has(route.request().resourceType()) ? route.abort() : route.continue(),
  )
  return context
}

/** Asks every caller the same question, all at once unless `oneByOne`; answers by caller. */
export const byCaller = async <T>(
  ask: (caller: Caller) => Promise<T>,
  { oneByOne = false } = {},
): Promise<Record<Caller, T>> => {
  const answers = {} as Record<Caller, T>
  const answer = async (caller: Caller) => {
    answers[caller] = await ask(caller)
  }
  if (oneByOne) for (const caller of CALLERS) await answer(caller)
  else await Promise.all(CALLERS.map(answer))
  return answers
}

/**
 * What a visitor gets on a page: the page itself, the sign-in page (with the way back), the
 * home page, the route guard's 'Access Denied' card, the 404 page, or the CMS's 403 page.
 * Anything else is reported as a sentence saying what was seen instead.
 */
export type PageOutcome = 'page' | 'sign-in' | 'home' | 'denied' | 'not-found' | 'forbidden'

/** A page's own proof that it rendered: a heading (in a browser) or a text (in the HTML). */
type PageText = string | RegExp

/** What a server-rendered page gives a client, following redirects as a browser would. */
export const servedOutcome = async (
  client: Client,
  url: string,
  text: PageText,
): Promise<PageOutcome | string> => {
  const response = await client.get(url)
  const landed = new URL(response.url())
  if (landed.pathname !== new URL(url, landed).pathname) {
    return landed.pathname === '/' ? 'home' : `sent to ${landed.pathname}`
  }
  const html = await response.text()
  const shown = typeof text === 'string' ? html.includes(text) : text.test(html)
  return response.status() === 200 && shown ? 'page' : `status ${response.status()}`
}

/** What a browser shows a caller once a page that decides in the client has decided. */
export const renderedOutcome = async (
  browser: Browser,
  caller: Caller,
  client: Client | null,
  { url, text }: { url: string; text: PageText },
): Promise<PageOutcome | string> => {
  const context = await browserAs(browser, client)
  try {
    const page = await context.newPage()
    const status = (await page.goto(url, { waitUntil: 'domcontentloaded' }))?.status()
    // In this order: the sign-in page or a refusal wins over a heading the page might share.
    const signs: Array<[PageOutcome, Locator]> = [
      ['sign-in', page.getByRole('tab', { name: 'Login' })],
      ['denied', page.getByRole('heading', { name: 'Access Denied' })],
      ['not-found', page.getByRole('heading', { name: '404 Page Not Found' })],
      ['forbidden', page.getByRole('heading', { name: /The CMS is for the artist/ })],
      ['page', page.getByRole('heading', { name: text })],
    ]
    const anySign = signs.map(([, sign]) => sign).reduce((all, sign) => all.or(sign))
    await expect(anySign.first()).toBeVisible({ timeout: 30_000 })
    for (const [outcome, sign] of signs) {
      if (await sign.first().isVisible()) return confirmed(outcome, { page, caller, url, status })
    }
    return 'nothing recognisable'
  } finally {
    await context.close()
  }
}

/** The details that make an outcome what a policy means by it. */
const confirmed = async (
  outcome: PageOutcome,
  { page, caller, url, status }: { page: Page; caller: Caller; url: string; status?: number },
): Promise<PageOutcome | string> => {
  switch (outcome) {
    case 'sign-in': {
      const landed = new URL(page.url())
      const back = landed.pathname === '/auth' && landed.searchParams.get('next') === url
      return back ? outcome : `sign-in at ${landed.pathname}${landed.search}`
    }
    case 'denied':
      return (await page.getByText(`Your role: ${caller}`).isVisible())
        ? outcome
        : 'denied without naming the role'
    case 'not-found':
      return status === 404 ? outcome : `404 page with status ${status}`
    case 'forbidden':
      return status === 403 ? outcome : `CMS refusal with status ${status}`
    default:
      return status === 200 ? outcome : `page with status ${status}`
  }
}

/** Writes one of the suite's counters to .test-results/counts/<name>.json. */
export const writeCount = async (name: string, counts: Record<string, unknown>): Promise<void> => {
  const dir = path.join(process.cwd(), '.test-results', 'counts')
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(counts, null, 2)}\n`)
}
