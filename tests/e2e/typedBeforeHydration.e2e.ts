import { expect, type Page, type Route, test } from '@playwright/test'

/**
 * The forms are rendered on the server, so a fan can type before their code has arrived. Holds
 * the page's scripts (all of them, or only those `only` names), so the test can type first and
 * let them through after.
 */
const holdScripts = async (page: Page, only?: (url: string) => boolean) => {
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    holding && (!only || only(route.request().url())) ? held.push(route) : route.continue(),
  )
  return async () => {
    holding = false
    await Promise.all(held.map((route) => route.continue()))
  }
}

/** React marks the DOM nodes it has hydrated with its own properties. */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    },
    selector,
    { timeout: 20_000 },
  )

test('what was typed into the contact form before it came alive is sent', async ({ page }) => {
  const release = await holdScripts(page)
  let sent: Record<string, unknown> | null = null
  await page.route('**/api/contacts', async (route) => {
    sent = route.request().postDataJSON()
    await route.fulfill({ status: 201, json: { id: 'test' } })
  })
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Full name *').fill('Early Fan')
  await page.getByLabel('Email *').fill('early@example.test')
  await page.getByLabel('Message').fill('Typed before the page woke up.')

  await release()
  await hydrated(page, 'input[name="fullName"]')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  expect(sent).toMatchObject({
    fullName: 'Early Fan',
    email: 'early@example.test',
    message: 'Typed before the page woke up.',
  })
  await expect(page.getByText('Full name is required')).toHaveCount(0)
})

test('the contact form keeps what was typed while its own code was still on the way', async ({
  page,
  request,
}) => {
  // The form's chunk is the one the page preloads (next/dynamic) rather than runs at once: the
  // rest of the page hydrates and the session settles while the form is still server HTML.
  const html = await (await request.get('/contact')).text()
  const lazy = [...html.matchAll(/<link rel="preload" href="([^"]+\.js)" as="script"/g)].map(
    (match) => match[1],
  )
  expect(lazy.length).toBeGreaterThan(0)
  const release = await holdScripts(page, (url) => lazy.some((path) => url.endsWith(path)))
  await page.goto('/contact')
  await hydrated(page, 'header a[href="/music"]')
  await page.getByLabel('Full name *').fill('Patient Fan')
  // Long enough for the session to settle on the page around the form.
  await page.waitForTimeout(1_000)

  await release()
  await hydrated(page, 'input[name="fullName"]')
  await expect(page.getByLabel('Full name *')).toHaveValue('Patient Fan')
})

test('an e-mail and password typed before the sign-in form came alive are used', async ({
  page,
}) => {
  const release = await holdScripts(page)
  let sent: Record<string, unknown> | null = null
  await page.route('**/api/auth/login', async (route) => {
    sent = route.request().postDataJSON()
    await route.fulfill({ status: 401, json: { error: 'Invalid credentials' } })
  })
  await page.goto('/auth', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Email').first().fill('early@example.test')
  await page.getByLabel('Password', { exact: true }).first().fill('Typed-early-1!')

  await release()
  await hydrated(page, 'input[name="email"]')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect
    .poll(() => sent)
    .toMatchObject({
      email: 'early@example.test',
      password: 'Typed-early-1!',
    })
})
