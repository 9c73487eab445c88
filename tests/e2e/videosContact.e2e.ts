import { expect, type Page, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'

import { json, latestMailTo, newClient } from '../helpers/api'
import { expectNoAxeViolations } from '../helpers/axe'
import { DEMO_VIDEOS } from '../../src/seed/content/catalogue'
import { signInAs, withE2eDb } from '../helpers/browserSession'
import { DESKTOP } from '../helpers/viewports'

const TEAM_EMAIL = 'team@kairo.example'

const openFirstPlayer = async (page: Page) => {
  await page.getByRole('button', { name: 'Watch Here' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

/** The team's newest e-mail once it carries `text`: the one just sent, not an earlier one. */
const teamMailWith = async (text: string) => {
  await expect.poll(async () => (await latestMailTo(TEAM_EMAIL)).includes(text)).toBe(true)
}

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow)

test.describe('the Video Vault', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/videos')
  })

  test('shows the four seeded videos, one promo, each with a YouTube link in a new tab', async ({
    page,
  }) => {
    await expect(page).toHaveTitle('Videos · KAIRO')
    await expect(page.getByRole('heading', { level: 1, name: 'VIDEO VAULT' })).toBeVisible()
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(4)
    await expect(page.getByText('Promo', { exact: true })).toHaveCount(1)
    await expect(
      cards.filter({ hasText: 'Steppin Out (Official Video)' }).getByText('Promo'),
    ).toBeVisible()
    // Signed out, the members-only videos say so, and their links are not in the page at all:
    // both buttons lead to sign in.
    await expect(page.getByText('Members', { exact: true })).toHaveCount(3)
    const html = await page.content()
    for (const video of DEMO_VIDEOS.filter((video) => video.memberOnly)) {
      expect(html).not.toContain(video.videoUrl.slice(-11)) // the YouTube id
    }
    const youtube = page.getByRole('link', { name: /on YouTube/ })
    await expect(youtube).toHaveCount(4)
    const open = page.getByRole('link', { name: /on YouTube \(opens in a new tab\)/ })
    await expect(open).toHaveCount(1)
    await expect(open).toHaveAttribute('href', DEMO_VIDEOS[0].videoUrl)
    await expect(open).toHaveAttribute('target', '_blank')
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    const locked = page.getByRole('link', { name: /members only: sign in first/ })
    await expect(locked).toHaveCount(6)
    for (const link of await locked.all()) {
      await expect(link).toHaveAttribute('href', '/auth?next=%2Fvideos')
    }
    await expectNoAxeViolations(page)
  })

  test('a signed-in member gets every video’s link, each in a new tab', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, 'fan@demo.local', baseURL!)
    await page.goto('/videos')
    const youtube = page.getByRole('link', { name: /on YouTube \(opens in a new tab\)/ })
    await expect(youtube).toHaveCount(4)
    for (const [i, link] of (await youtube.all()).entries()) {
      await expect(link).toHaveAttribute('href', DEMO_VIDEOS[i].videoUrl)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expect(page.getByRole('button', { name: 'Watch Here' })).toHaveCount(4)
    await expect(page.getByText('Members', { exact: true })).toHaveCount(0)
  })

  test('Watch Here opens the player; its buttons, Escape and the backdrop close it', async ({
    page,
  }) => {
    expect(await bodyOverflow(page)).toBe('')
    const dialog = await openFirstPlayer(page)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(page.getByRole('dialog', { name: 'Steppin Out (Official Video)' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Back to Videos' })).toBeFocused()
    await expect(dialog.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close player' })).toBeVisible()
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Kx7dM2pQw4E?autoplay=1&rel=0',
    )
    await expect(frame).toHaveAttribute('allow', /autoplay/)
    expect(await bodyOverflow(page)).toBe('hidden')
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect(await bodyOverflow(page)).toBe('')
    // Focus goes back to the button that opened the player.
    await expect(page.getByRole('button', { name: 'Watch Here' }).first()).toBeFocused()

    await openFirstPlayer(page)
    await page.mouse.click(8, 8)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await (await openFirstPlayer(page)).getByRole('button', { name: 'Close player' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await (await openFirstPlayer(page)).getByRole('button', { name: 'Back to Videos' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await bodyOverflow(page)).toBe('')
  })
})

test.describe('the contact page', () => {
  test('refuses an empty form, sends a valid one and offers another', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/contact')
    await expect(page).toHaveTitle('Contact · KAIRO')
    await expect(page.getByRole('heading', { level: 1, name: 'GET IN TOUCH' })).toBeVisible()
    await expect(page.getByRole('link', { name: TEAM_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${TEAM_EMAIL}`,
    )
    await expect(page.getByText('We typically respond within 24-48 hours').first()).toBeVisible()
    for (const name of ['TikTok', 'Facebook', 'YouTube', 'Spotify']) {
      // The footer repeats the links; these are the page's own.
      const link = page.getByRole('main').getByRole('link', { name })
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expect(page.getByLabel('Email *')).toHaveAttribute('type', 'email')
    await expectNoAxeViolations(page)

    const send = page.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expectNoAxeViolations(page)

    const tag = randomBytes(4).toString('hex')
    await page.getByLabel('Full name *').fill(`Browser Fan ${tag}`)
    await page.getByLabel('Email *').fill(`fan-${tag}@example.test`)
    await page.getByLabel('Message').fill(`Booking request ${tag}`)
    await send.click()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    // The shared toast list (a <li role="status"> in an <ol>) fails axe's list rule on its own;
    // it is closed first so this check is about the Thank You screen.
    const notifications = page.getByRole('region', { name: /Notifications/ })
    await notifications.getByRole('button').click()
    await expect(notifications.getByText('Message Sent!')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Send Another Message' }).click()
    await expect(page.getByLabel('Full name *')).toHaveValue('')
    await expect(page.getByLabel('Email *')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')

    await teamMailWith(`Booking request ${tag}`)
  })
})

test.describe('the contact form when sending fails', () => {
  test("a refused message shows the server's error and keeps the form filled in", async ({
    page,
  }) => {
    let release: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contacts', async (route) => {
      await answered
      await route.fulfill({
        status: 429,
        json: { error: 'Too many attempts. Please try again later.' },
      })
    })
    await page.goto('/contact')
    await page.getByLabel('Full name *').fill('Slow Fan')
    await page.getByLabel('Email *').fill('slow@example.test')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    release()
    const notifications = page.getByRole('region', { name: /Notifications/ })
    await expect(notifications.getByText('Error', { exact: true })).toBeVisible()
    await expect(
      notifications.getByText('Too many attempts. Please try again later.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(page.getByLabel('Full name *')).toHaveValue('Slow Fan')
  })
})

test.describe('POST /api/contacts', () => {
  test('stores the message as new whatever status the call asks for, and tells the team', async ({
    baseURL,
  }) => {
    const tag = randomBytes(4).toString('hex')
    const client = await newClient(baseURL!)
    const response = await client.post('/api/contacts', {
      data: {
        fullName: `Api Fan ${tag}`,
        email: `api-${tag}@example.test`,
        phoneNumber: '',
        message: `Status test ${tag}`,
        source: 'website',
        status: 'replied',
      },
    })
    expect(response.status()).toBe(201)
    const body = await json(response)
    expect(body).toEqual({ success: true, id: expect.any(String) })

    const rows = await withE2eDb((db) =>
      db.query('SELECT full_name, status, source, phone_number FROM contacts WHERE id = $1', [
        body.id,
      ]),
    )
    expect(rows.rows).toEqual([
      { full_name: `Api Fan ${tag}`, status: 'new', source: 'website', phone_number: null },
    ])
    await teamMailWith(`Status test ${tag}`)
  })

  test('answers 400 { error } for bad input and drops a filled-in honeypot', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'a@example.test' }, 'Full name is required'],
      [{ fullName: 'No Mail', email: 'nope' }, 'Please enter a valid email address'],
    ]
    for (const [data, error] of cases) {
      const response = await client.post('/api/contacts', { data })
      expect(response.status()).toBe(400)
      expect(await json(response)).toEqual({ error })
    }

    const tag = randomBytes(4).toString('hex')
    const trap = await client.post('/api/contacts', {
      data: { fullName: `Bot ${tag}`, email: 'bot@example.test', homepage: 'http://spam' },
    })
    expect(trap.status()).toBe(201)
    const stored = await withE2eDb((db) =>
      db.query('SELECT 1 FROM contacts WHERE full_name = $1', [`Bot ${tag}`]),
    )
    expect(stored.rowCount).toBe(0)
  })

  test('limits each address to 5 messages in 10 minutes', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1) {
      const response = await client.post('/api/contacts', {
        data: { fullName: 'Rate Fan', email: 'rate@example.test' },
      })
      statuses.push(response.status())
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
