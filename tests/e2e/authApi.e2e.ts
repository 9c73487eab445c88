import { expect, test } from '@playwright/test'

import {
  enableMfa,
  json,
  latestMailTo,
  login,
  me,
  newClient,
  PASSWORD,
  registerUser,
  seenBodies,
  sessionCookie,
  totp,
  uniqueEmail,
} from '../helpers/api'
import { withE2eDb } from '../helpers/browserSession'

const PUBLIC_USER_KEYS = [
  'accountStatus',
  'activeSessionCount',
  'consentDate',
  'consentToDataProcessing',
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'id',
  'lastLoginAt',
  'lastName',
  'loginAttempts',
  'mfaEnabled',
  'pendingEmail',
  'role',
  'username',
].sort()

test.describe('accounts over HTTP', () => {
  test('register answers 201 { user }, signs in with a safe cookie, and me/user agree', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const { response, body, email } = await registerUser(client)
    expect(response.status()).toBe(201)
    expect(Object.keys(body.user).sort()).toEqual(PUBLIC_USER_KEYS)
    expect(body.user).toMatchObject({ email, role: 'user', mfaEnabled: false })
    const cookie = response.headers()['set-cookie']
    expect(cookie).toMatch(/artist_session=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const current = await json(await me(client))
    expect(current).toEqual(body.user)
    expect(await json(await client.get('/api/auth/user'))).toEqual(current)
  })

  test('register refuses a taken e-mail (409) and bad input (400) with the spec’s messages', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const again = await registerUser(await newClient(baseURL!), { email })
    expect(again.response.status()).toBe(409)
    expect(again.body).toEqual({ error: 'An account with this email already exists' })

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
      [{ username: 'bad name!' }, 'Username can only contain letters, numbers, and underscores'],
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: 'x'.repeat(51) }, 'Last name is too long'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
      [{ password: 'NoSpecial123' }, 'Password must contain at least one special character'],
    ]
    for (const [overrides, message] of cases) {
      const { response, body } = await registerUser(await newClient(baseURL!), overrides)
      expect(response.status(), message).toBe(400)
      expect(body).toEqual({ error: message })
    }
    const notJson = await client.post('/api/auth/register', {
      data: Buffer.from('{not json'),
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status()).toBe(400)
    expect(await json(notJson)).toEqual({ error: 'Request body must be JSON' })
  })

  test('login: 401 for a wrong password or unknown e-mail, { requiresMfa: false, user } otherwise', async ({
    baseURL,
  }) => {
    const { email } = await registerUser(await newClient(baseURL!))
    const client = await newClient(baseURL!)
    expect(await json(await me(client))).toEqual({ error: 'Unauthorized' })
    const wrong = await login(client, email, 'Wrong!Passw0rd')
    expect(wrong.response.status()).toBe(401)
    expect(wrong.body).toEqual({ error: 'Invalid email or password' })
    const unknown = await login(client, uniqueEmail('nobody'))
    expect(unknown.response.status()).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    const ok = await login(client, email)
    expect(ok.response.status()).toBe(200)
    expect(ok.body.requiresMfa).toBe(false)
    expect(ok.body.user.email).toBe(email)
    expect(ok.body.user.lastLoginAt).not.toBeNull()
    expect((await me(client)).status()).toBe(200)
  })

  test('logout ends the session on the server: the old cookie gets 401', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    await registerUser(client)
    const cookie = await sessionCookie(client)
    expect(await json(await client.post('/api/auth/logout'))).toEqual({ success: true })
    const replay = await newClient(baseURL!)
    const response = await replay.get('/api/auth/me', {
      headers: { cookie: `artist_session=${cookie}` },
    })
    expect(response.status()).toBe(401)
  })

  test('GET /api/logout ends the session and redirects to /landing', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    await registerUser(client)
    const response = await client.get('/api/logout', { maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe('/landing')
    expect((await me(client)).status()).toBe(401)
  })

  test('GET /api/logout from another site’s link or image ends nothing', async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    await registerUser(client)
    const cookie = await sessionCookie(client)
    await page.context().addCookies([{ name: 'artist_session', value: cookie!, url: baseURL! }])
    // A page on another site, with the logout link as a link and as an image.
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<img src="${baseURL}/api/logout" alt=""><a href="${baseURL}/api/logout">win a prize</a>`,
      }),
    )
    await page.goto('http://elsewhere.test/')
    const refused = page.waitForResponse(`${baseURL}/api/logout`)
    await page.getByRole('link', { name: 'win a prize' }).click()
    expect((await refused).status()).toBe(403)
    expect(await page.locator('body').textContent()).toContain('Cross-site request refused')
    expect((await me(client)).status()).toBe(200)

    // Typed into the address bar (or followed from the site's own pages), it still signs out.
    await page.goto(`${baseURL}/home`)
    await page.goto(`${baseURL}/api/logout`)
    await expect(page).toHaveURL(/\/landing$/)
    expect((await me(client)).status()).toBe(401)
  })

  test('the sixth session ends the first', async ({ baseURL }) => {
    const first = await newClient(baseURL!)
    const { email } = await registerUser(first)
    const others = []
    for (let i = 0; i < 5; i += 1) {
      const client = await newClient(baseURL!)
      expect((await login(client, email)).response.status()).toBe(200)
      others.push(client)
    }
    expect((await me(first)).status()).toBe(401)
    for (const client of others) expect((await me(client)).status()).toBe(200)
    const user = await json(await me(others[4]))
    expect(user.activeSessionCount).toBe(5)
  })

  test('five failures lock the account for 15 minutes (423 for the right password only)', async ({
    baseURL,
  }) => {
    const { email, body } = await registerUser(await newClient(baseURL!))
    const client = await newClient(baseURL!)
    const statuses = []
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(client, email, `Wrong!Pass${i}`)).response.status())
    }
    // A wrong password answers as for an unknown address, locked or not.
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const locked = await login(client, email)
    expect(locked.response.status()).toBe(423)
    expect(locked.body.error).toMatch(/locked for 15 more minutes/)
    const rows = await withE2eDb((db) =>
      db.query(`SELECT event_type FROM audit_logs WHERE user_id = $1`, [body.user.id]),
    )
    expect(rows.rows.map((row) => row.event_type)).toContain('account_locked')
    const attempts = await withE2eDb((db) =>
      db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE email = $1 AND NOT success`, [
        email,
      ]),
    )
    expect(attempts.rows[0].n).toBe(6)
  })

  test('too many sign-ins from one address get 429 with Retry-After', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    let limited = null
    for (let i = 0; i < 25 && !limited; i += 1) {
      const response = await client.post('/api/auth/login', {
        data: { email: uniqueEmail('flood'), password: 'x' },
      })
      if (response.status() === 429) limited = response
    }
    expect(limited).not.toBeNull()
    expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0)
    expect(await json(limited!)).toEqual({ error: 'Too many attempts. Please try again later.' })
  })

  test('MFA: the code is required, a replayed code is refused, backup codes work once', async ({
    baseURL,
  }) => {
    const owner = await newClient(baseURL!)
    const { email, body } = await registerUser(owner)
    const { secret, backupCodes, setup, confirmed } = await enableMfa(owner)
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/)
    expect(backupCodes).toHaveLength(10)
    expect(confirmed.user.mfaEnabled).toBe(true)

    const stored = await withE2eDb((db) =>
      db.query(`SELECT mfa_secret, mfa_backup_codes FROM users WHERE id = $1`, [body.user.id]),
    )
    expect(stored.rows[0].mfa_secret).not.toContain(secret)
    expect(stored.rows[0].mfa_secret).toMatch(/^v1\./)
    expect(JSON.stringify(stored.rows[0].mfa_backup_codes)).not.toContain(backupCodes[0])

    const client = await newClient(baseURL!)
    const step1 = await login(client, email)
    expect(step1.body).toEqual({ requiresMfa: true, user: null })
    expect(step1.response.headers()['set-cookie']).not.toMatch(/artist_session=/)
    expect((await me(client)).status()).toBe(401)
    // The CMS cannot be entered with the password alone.
    expect((await json(await client.get('/api/cms/users/me'))).user).toBeNull()

    // The code of the setup step is spent: a fresh one from the next step, or a backup code.
    const code = totp(secret)
    const verify = await client.post('/api/auth/mfa/verify', { data: { token: code } })
    let signedIn = await json(verify)
    if (verify.status() === 401) {
      expect(signedIn.error).toMatch(/already been used/)
      const retry = await client.post('/api/auth/mfa/verify', { data: { token: backupCodes[9] } })
      signedIn = await json(retry)
      expect(retry.status()).toBe(200)
    }
    expect(signedIn.user.email).toBe(email)
    expect((await me(client)).status()).toBe(200)

    const again = await newClient(baseURL!)
    await login(again, email)
    const replayed = await again.post('/api/auth/mfa/verify', { data: { token: code } })
    expect(replayed.status()).toBe(401)
    expect(await json(replayed)).toEqual({
      error: 'This code has already been used. Wait for the next code.',
    })
    const backup = await again.post('/api/auth/mfa/verify', { data: { token: backupCodes[0] } })
    expect(backup.status()).toBe(200)

    const third = await newClient(baseURL!)
    await login(third, email)
    const reused = await third.post('/api/auth/mfa/verify', { data: { token: backupCodes[0] } })
    expect(reused.status()).toBe(401)
    const events = await withE2eDb((db) =>
      db.query(`SELECT event_type FROM audit_logs WHERE user_id = $1`, [body.user.id]),
    )
    expect(events.rows.map((row) => row.event_type)).toEqual(
      expect.arrayContaining(['mfa_enabled', 'mfa_verified', 'mfa_replay', 'mfa_backup_code_used']),
    )
  })

  test('five wrong codes lock the account, end the pending sign-in and count as failures', async ({
    baseURL,
  }) => {
    const owner = await newClient(baseURL!)
    const { email } = await registerUser(owner)
    const { backupCodes } = await enableMfa(owner)
    const client = await newClient(baseURL!)
    await login(client, email)
    const statuses = []
    for (let i = 0; i < 5; i += 1) {
      const wrong = await client.post('/api/auth/mfa/verify', { data: { token: 'aaaaa-aaaaa' } })
      statuses.push(wrong.status())
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    const late = await client.post('/api/auth/mfa/verify', { data: { token: backupCodes[1] } })
    expect(late.status()).toBe(401)
    expect((await json(late)).error).toBe('Your sign-in has expired. Please sign in again.')
    expect((await login(await newClient(baseURL!), email)).response.status()).toBe(423)
    const failures = await withE2eDb((db) =>
      db.query(
        `SELECT count(*)::int AS n FROM login_attempts WHERE email = $1 AND failure_reason = 'mfa_invalid'`,
        [email],
      ),
    )
    expect(failures.rows[0].n).toBe(5)
  })

  test('disabling MFA needs the password and a code', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    await registerUser(client)
    const { backupCodes } = await enableMfa(client)
    const noPassword = await client.post('/api/auth/mfa/disable', {
      data: { password: 'Wrong!Passw0rd', token: backupCodes[0] },
    })
    expect(noPassword.status()).toBe(401)
    const badCode = await client.post('/api/auth/mfa/disable', {
      data: { password: PASSWORD, token: '123456' },
    })
    expect(badCode.status()).toBe(401)
    const ok = await client.post('/api/auth/mfa/disable', {
      data: { password: PASSWORD, token: backupCodes[2] },
    })
    expect(ok.status()).toBe(200)
    expect((await json(ok)).user.mfaEnabled).toBe(false)
  })

  test('changing the password ends the other sessions and refuses recent passwords', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const other = await newClient(baseURL!)
    await login(other, email)

    const wrong = await client.post('/api/auth/change-password', {
      data: {
        currentPassword: 'Nope!1234',
        newPassword: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      },
    })
    expect(wrong.status()).toBe(401)
    const mismatch = await client.post('/api/auth/change-password', {
      data: {
        currentPassword: PASSWORD,
        newPassword: 'N3w!Password',
        confirmPassword: 'Other!123x',
      },
    })
    expect(await json(mismatch)).toEqual({ error: "Passwords don't match" })
    const same = await client.post('/api/auth/change-password', {
      data: { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(same.status()).toBe(400)
    expect(await json(same)).toEqual({ error: 'Choose a password you have not used recently' })

    const ok = await client.post('/api/auth/change-password', {
      data: {
        currentPassword: PASSWORD,
        newPassword: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      },
    })
    expect(await json(ok)).toEqual({ success: true })
    expect((await me(client)).status()).toBe(200)
    expect((await me(other)).status()).toBe(401)
    expect((await login(await newClient(baseURL!), email, 'N3w!Password')).response.status()).toBe(
      200,
    )
  })

  test('forgot and reset password by e-mail: single use, all sessions ended', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const unknown = await client.post('/api/auth/forgot-password', {
      data: { email: uniqueEmail('ghost') },
    })
    const known = await client.post('/api/auth/forgot-password', { data: { email } })
    expect(await json(known)).toEqual(await json(unknown))

    const mail = (await latestMailTo(email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail)?.[1]
    expect(token).toBeTruthy()
    const stored = await withE2eDb((db) =>
      db.query(`SELECT password_reset_token FROM users WHERE email = $1`, [email]),
    )
    expect(stored.rows[0].password_reset_token).not.toBe(token)

    const reset = await client.post('/api/auth/reset-password', {
      data: { token, password: 'Res3t!Password', confirmPassword: 'Res3t!Password' },
    })
    expect(await json(reset)).toEqual({ success: true })
    expect((await me(client)).status()).toBe(401)
    const reuse = await client.post('/api/auth/reset-password', {
      data: { token, password: 'Another!Pass1', confirmPassword: 'Another!Pass1' },
    })
    expect(reuse.status()).toBe(400)
    expect(
      (await login(await newClient(baseURL!), email, 'Res3t!Password')).response.status(),
    ).toBe(200)
  })

  test('profile: PATCH /api/user/profile updates, refuses a taken e-mail and bad input', async ({
    baseURL,
  }) => {
    const taken = await registerUser(await newClient(baseURL!))
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const ok = await client.patch('/api/user/profile', {
      data: { email, firstName: 'Renamed', lastName: 'Person' },
    })
    expect(ok.status()).toBe(200)
    expect((await json(ok)).user).toMatchObject({ firstName: 'Renamed', lastName: 'Person' })
    const withoutPassword = await client.patch('/api/user/profile', {
      data: { email: taken.email, firstName: 'A', lastName: 'B' },
    })
    expect(await json(withoutPassword)).toEqual({ error: 'Current password is required' })
    const conflict = await client.patch('/api/user/profile', {
      data: { email: taken.email, firstName: 'A', lastName: 'B', currentPassword: PASSWORD },
    })
    expect(conflict.status()).toBe(409)
    const bad = await client.patch('/api/user/profile', {
      data: { email: 'nope', firstName: 'A', lastName: 'B' },
    })
    expect(await json(bad)).toEqual({ error: 'Please enter a valid email address' })
    const anonymous = await (
      await newClient(baseURL!)
    ).patch('/api/user/profile', {
      data: { email, firstName: 'A', lastName: 'B' },
    })
    expect(anonymous.status()).toBe(401)
  })

  test('profile: a new e-mail waits for its link, and the old address is told', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const wrong = await client.patch('/api/user/profile', {
      data: { email: uniqueEmail('moved'), firstName: 'A', lastName: 'B', currentPassword: 'nope' },
    })
    expect(wrong.status()).toBe(401)

    const next = uniqueEmail('moved')
    const asked = await client.patch('/api/user/profile', {
      data: { email: next, firstName: 'A', lastName: 'B', currentPassword: PASSWORD },
    })
    expect(asked.status()).toBe(200)
    expect((await json(asked)).user).toMatchObject({ email, pendingEmail: next })
    expect((await json(await me(client))).email).toBe(email)

    const notice = (await latestMailTo(email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(notice).toContain('If it was not you')
    expect(notice).not.toContain(next)
    const link = (await latestMailTo(next)).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link)?.[1]
    expect(token).toBeTruthy()

    // Merely fetching the link (a mail scanner, a preview) changes nothing.
    expect((await client.get(`/auth/confirm-email?token=${token}`)).status()).toBe(200)
    expect((await json(await me(client))).email).toBe(email)

    const confirmed = await client.post('/api/user/email/confirm', { data: { token } })
    expect(await json(confirmed)).toEqual({ success: true, email: next })
    expect(await json(await me(client))).toMatchObject({ email: next, emailVerified: true })
    const again = await client.post('/api/user/email/confirm', { data: { token } })
    expect(again.status()).toBe(400)
  })

  test('sessions: a member lists their devices and signs one out', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const phone = await newClient(baseURL!)
    await login(phone, email)
    const sessions = await json(await client.get('/api/auth/sessions'))
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1)
    const phoneSession = sessions.find((session: { current: boolean }) => !session.current)
    const ended = await client.delete(`/api/auth/sessions/${phoneSession.id}`)
    expect(await json(ended)).toEqual({ success: true })
    expect((await me(phone)).status()).toBe(401)
    const stranger = await newClient(baseURL!)
    await registerUser(stranger)
    const foreign = await stranger.delete(
      `/api/auth/sessions/${sessions.find((s: { current: boolean }) => s.current).id}`,
    )
    expect(foreign.status()).toBe(404)
  })

  test('the demo admin login does not exist in production', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const response = await client.post('/api/admin-login')
    expect(response.status()).toBe(404)
    expect(await json(response)).toEqual({ error: 'Not found' })
    expect((await me(client)).status()).toBe(401)
  })

  test('a member gets 403 on /cms; Payload’s password login stays closed', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    expect((await client.get('/cms', { maxRedirects: 0 })).status()).toBe(403)
    const payloadLogin = await client.post('/api/cms/users/login', {
      data: { email, password: PASSWORD },
    })
    expect(payloadLogin.status()).toBeGreaterThanOrEqual(400)
  })

  test('no response carried a password, hash, secret store, backup code hash or token', () => {
    const everything = seenBodies.join('\n')
    expect(everything).not.toMatch(
      /passwordHash|password_hash|\$argon2|mfaSecret|mfaPendingSecret|mfaBackupCodes|sessionToken|refreshToken|passwordResetToken|tokenHash/,
    )
    expect(everything).not.toContain(PASSWORD)
  })
})
