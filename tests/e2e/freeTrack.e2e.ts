import { expect, type Page, test } from '@playwright/test'
import fs from 'node:fs/promises'

import { expectNoAxeViolations } from '../helpers/axe'
import { registerFreshMember } from '../helpers/browserSession'

type ApiTrack = { id: string; title: string; price: string }

const trackCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true })

const freeTrack = async (page: Page): Promise<ApiTrack> => {
  const tracks: ApiTrack[] = await (await page.request.get('/api/tracks')).json()
  const track = tracks.find((each) => each.price === '0.00')
  if (!track) throw new Error('The demo catalogue has no free track')
  return track
}

test.describe('a free track', () => {
  test('Get it free adds it to the dashboard at $0.00, and it downloads', async ({ page }) => {
    await registerFreshMember(page)
    const track = await freeTrack(page)

    await page.goto('/music')
    const card = trackCard(page, track.title)
    await card.getByRole('button', { name: `Get it free ${track.title}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Added to your library' }),
    ).toBeVisible()
    const inLibrary = card.getByRole('link', { name: `In your library ${track.title}` })
    await expect(inLibrary).toBeVisible()
    await expect(card.getByRole('button', { name: /^Get it free/ })).toHaveCount(0)

    // A reload asks the server: the track is still the member's.
    await page.reload()
    await expect(inLibrary).toBeVisible()

    await inLibrary.click()
    // A development server compiles the dashboard on its first visit: allow it the time.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
    const row = page.getByRole('listitem').filter({ hasText: track.title })
    await expect(row).toContainText('$0.00', { timeout: 10_000 })
    await expect(row.getByText('completed', { exact: false })).toBeVisible()
    await expect(page.getByTestId('stat-total-spent')).toContainText('$0.00')

    // The vault shows the cover with a play button that streams the whole track.
    await expect(row.locator('img')).toHaveAttribute('src', /.+/)
    await expect(row.locator('audio')).toHaveAttribute('src', `/api/tracks/${track.id}/stream`)
    await row.getByRole('button', { name: `Play ${track.title}` }).click()
    await expect(row.getByRole('button', { name: `Pause ${track.title}` })).toBeVisible()
    await expect(row.getByRole('slider', { name: `Seek ${track.title}` })).toBeVisible()
    await expectNoAxeViolations(page)
    await row.getByRole('button', { name: `Pause ${track.title}` }).click()
    await expect(row.getByRole('button', { name: `Play ${track.title}` })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await row.getByRole('button', { name: `Download ${track.title}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`track-${track.id}.mp3`)
    const saved = await fs.readFile((await download.path())!)
    expect(saved.length).toBeGreaterThan(10_000)
    const direct = await page.request.get(`/api/secure/download/${track.id}`)
    expect(direct.status()).toBe(200)
    expect(direct.headers()['content-type']).toMatch(/^audio\//)
    expect(saved.equals(Buffer.from(await direct.body()))).toBe(true)
    // Answered by the app server's door (src/endpoints/commerce/downloadDoor.ts), not Next's
    // pipeline: the file goes out with its length (Next sent it chunked) and without the page
    // router's Vary, and a HEAD gets the same head with no body.
    expect(direct.headers()['content-length']).toBe(String(saved.length))
    expect(direct.headers()['vary']).toBeUndefined()
    const head = await page.request.head(`/api/secure/download/${track.id}`)
    expect(head.status()).toBe(200)
    expect(head.headers()['content-length']).toBe(String(saved.length))
    expect(head.headers()['content-disposition']).toBe(
      `attachment; filename="track-${track.id}.mp3"`,
    )
    expect((await head.body()).length).toBe(0)
  })

  test('a click made while the session is still being checked ends in the library', async ({
    page,
  }) => {
    await registerFreshMember(page)
    const track = await freeTrack(page)
    // The session check is held until the fan has clicked, and the purchases list answers as if
    // it had been read before the track was added (what a slow database can do).
    let releaseSession!: () => void
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve))
    await page.route('**/api/auth/me', async (route) => {
      await sessionHeld
      await route.continue()
    })
    let releasePurchases!: () => void
    const purchasesHeld = new Promise<void>((resolve) => (releasePurchases = resolve))
    await page.route('**/api/user/purchases', async (route) => {
      await purchasesHeld
      await route.fulfill({ json: [] })
    })

    await page.goto('/music')
    const card = trackCard(page, track.title)
    await card.getByRole('button', { name: `Get it free ${track.title}` }).click()
    await expect(card.getByRole('button', { name: `Adding... ${track.title}` })).toBeVisible()
    releaseSession()
    await expect(
      page.getByRole('status').filter({ hasText: 'Added to your library' }),
    ).toBeVisible()
    releasePurchases()
    await expect(card.getByRole('link', { name: `In your library ${track.title}` })).toBeVisible()
    await expect(card.getByRole('button', { name: /^Get it free/ })).toHaveCount(0)
  })

  test('signed out, Get it free asks for a login and lands on /auth', async ({ page }) => {
    const track = await freeTrack(page)
    await page.goto('/music')
    await trackCard(page, track.title)
      .getByRole('button', { name: `Get it free ${track.title}` })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Login Required' })).toBeVisible()
    await expect(page.getByText('Please login to purchase tracks.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)music/)
  })
})
