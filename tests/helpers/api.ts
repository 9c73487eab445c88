import { type APIRequestContext, type APIResponse, request } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { generateSync } from 'otplib'

import { E2E_MAIL_DIR } from '../../scripts/lib/e2e.mjs'

export const PASSWORD = 'Str0ng!Passw0rd'

/** Every body the app sent in a test, to prove none carries secrets. */
export const seenBodies: string[] = []

let ipCounter = 0
/** Each client looks like its own address, so the per-IP limits of one test spare the others. */
const nextIp = () => `198.51.${Math.floor(Math.random() * 200)}.${(ipCounter++ % 250) + 1}`

export type Client = APIRequestContext & { ip: string }

export const newClient = async (baseURL: string, ip = nextIp()): Promise<Client> => {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  })
  return Object.assign(context, { ip })
}

export const json = async (response: APIResponse) => {
  const text = await response.text()
  seenBodies.push(text)
  return text ? JSON.parse(text) : null
}

export const uniqueEmail = (tag = 'fan') => `${tag}-${randomBytes(4).toString('hex')}@example.test`

export const registerUser = async (client: Client, overrides: Record<string, unknown> = {}) => {
  const email = uniqueEmail()
  const data = {
    email,
    username: `u_${randomBytes(5).toString('hex')}`,
    firstName: 'Test',
    lastName: 'Fan',
    password: PASSWORD,
    ...overrides,
  }
  const response = await client.post('/api/auth/register', { data })
  return {
    response,
    body: await json(response),
    email: data.email as string,
    password: data.password as string,
  }
}

export const login = async (client: Client, email: string, password = PASSWORD) => {
  const response = await client.post('/api/auth/login', { data: { email, password } })
  return { response, body: await json(response) }
}

export const me = async (client: Client) => client.get('/api/auth/me')

/** The value of the session cookie a client holds. */
export const sessionCookie = async (client: Client) =>
  (await client.storageState()).cookies.find((cookie) => cookie.name === 'artist_session')?.value

export const totp = (secret: string) => generateSync({ secret })

/** Turns MFA on for the signed-in client; returns the secret and the backup codes. */
export const enableMfa = async (client: Client) => {
  const setup = await json(await client.post('/api/auth/mfa/setup', { data: {} }))
  const confirmed = await json(
    await client.post('/api/auth/mfa/setup', {
      data: { secret: setup.secret, token: totp(setup.secret) },
    }),
  )
  return {
    secret: setup.secret as string,
    backupCodes: confirmed.backupCodes as string[],
    setup,
    confirmed,
  }
}

/** The newest e-mail the test SMTP server received for an address. */
export const latestMailTo = async (email: string, timeoutMs = 10_000): Promise<string> => {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const files = fs.existsSync(E2E_MAIL_DIR)
      ? fs
          .readdirSync(E2E_MAIL_DIR)
          .filter((file) => file.includes(email.replace(/[^a-z0-9@.]/gi, '_')))
      : []
    if (files.length) {
      return fs.readFileSync(path.join(E2E_MAIL_DIR, files.sort().at(-1)!), 'utf8')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No e-mail to ${email}`)
}
