import { expect, test } from '@playwright/test'

import {
  json,
  latestMailTo,
  me,
  newClient,
  PASSWORD,
  registerUser,
  sessionCookie,
  uniqueEmail,
} from '../helpers/api'

/** The link's token from the newest mail to an address (quoted-printable undone). */
const linkToken = async (address: string) => {
  const mail = (await latestMailTo(address)).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1]
  if (!token) throw new Error(`No confirmation link in the mail to ${address}`)
  return token
}

test('a member changes their e-mail from the dashboard and confirms it from the link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const client = await newClient(baseURL!)
  const { email } = await registerUser(client)
  await page
    .context()
    .addCookies([{ name: 'artist_session', value: (await sessionCookie(client))!, url: baseURL! }])

  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const form = page.getByRole('form', { name: 'Edit profile' })
  await expect(form.getByLabel('Current password')).toHaveCount(0)
  const next = uniqueEmail('moved')
  await form.getByLabel('Email').fill(next)
  // A different address asks for the password before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Current password is required')).toBeVisible()
  await form.getByLabel('Current password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Check Your Inbox', { exact: true })).toBeVisible()
  await expect(page.getByText(`Check your inbox at ${next}`)).toBeVisible()
  // The address shown as the account's is still the old one.
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible()
  expect((await json(await me(client))).email).toBe(email)

  // Opening the link confirms nothing by itself; the button does.
  await page.goto(`/auth/confirm-email?token=${await linkToken(next)}`)
  await expect(page.getByRole('heading', { name: /Confirm e-mail/i })).toBeVisible()
  expect((await json(await me(client))).email).toBe(email)
  await page.getByRole('button', { name: 'Confirm Address' }).click()
  await expect(page.getByText(`Your e-mail address is now ${next}`)).toBeVisible()
  expect(await json(await me(client))).toMatchObject({ email: next, emailVerified: true })

  // The same link a second time is refused.
  await page.reload()
  await page.getByRole('button', { name: 'Confirm Address' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'not valid or has expired' }),
  ).toBeVisible()
})

test('a confirmation link without a usable token says so at once', async ({ page }) => {
  await page.goto('/auth/confirm-email?token=short')
  await expect(
    page.getByRole('alert').filter({ hasText: 'not valid or has expired' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm Address' })).toHaveCount(0)
})
