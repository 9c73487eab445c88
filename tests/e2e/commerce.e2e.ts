import { expect, type Page, test } from '@playwright/test'
import fs from 'node:fs/promises'
import path from 'node:path'

import { parseBuffer } from 'music-metadata'

import { E2E_MAIL_DIR } from '../../scripts/lib/e2e.mjs'
import { expectNoAxeViolations } from '../helpers/axe'
import { signInAs, withE2eDb } from '../helpers/browserSession'

type ApiTrack = { id: string; title: string; price: string }

const FAN = 'fan@demo.local'

const trackCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true })

/** A premium track other than 'Steppin Out', which the music page's tests use for the fan. */
const premiumTrack = async (page: Page): Promise<ApiTrack> => {
  const tracks: ApiTrack[] = await (await page.request.get('/api/tracks')).json()
  const track = tracks.find((each) => each.price !== '0.00' && each.title !== 'Steppin Out')
  if (!track) throw new Error('The demo catalogue has no second premium track')
  return track
}

const purchasesOf = (trackId: string) =>
  withE2eDb(async (client) => {
    const { rows } = await client.query(
      `SELECT p.status, p.amount::text AS amount FROM purchases p JOIN users u ON u.id = p.user_id
       WHERE u.email = $1 AND p.track_id = $2`,
      [FAN, trackId],
    )
    return rows as Array<{ status: string; amount: string }>
  })

/** Leaves the demo fan as the other tests expect: owning nothing. */
const forgetPurchases = (trackId: string) =>
  withE2eDb(async (client) => {
    const mine = `(SELECT id FROM users WHERE email = '${FAN}')`
    await client.query(
      `DELETE FROM user_file_permissions WHERE user_id = ${mine} AND track_id = $1`,
      [trackId],
    )
    await client.query(`DELETE FROM purchases WHERE user_id = ${mine} AND track_id = $1`, [trackId])
  })

/** The receipts e-mailed to the demo fan for a track, as the test SMTP server filed them. */
const receiptsFor = async (title: string): Promise<string[]> => {
  const files = await fs.readdir(E2E_MAIL_DIR).catch(() => [] as string[])
  const mails = await Promise.all(
    files
      .filter((name) => name.endsWith(`-${FAN}.eml`))
      .map(async (name) =>
        (await fs.readFile(path.join(E2E_MAIL_DIR, name), 'utf8')).replace(/=\r?\n/g, ''),
      ),
  )
  return mails.filter((mail) => mail.includes(`Subject: Your receipt: ${title} by`))
}

const payWithCard = async (page: Page, price: string, number: string) => {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${(new Date().getFullYear() + 2) % 100}`)
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: `Pay $${price}` }).click()
}

test.describe('buying a track', () => {
  test('the demo fan pays with 4242…, downloads the track and plays it in full', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const track = await premiumTrack(page)
    await signInAs(context, FAN, baseURL!)
    try {
      await page.goto('/dashboard')
      const spent = page.getByTestId('stat-total-spent')
      await expect(spent).toContainText('$0.00')

      await page.goto('/music')
      await trackCard(page, track.title)
        .getByRole('button', { name: `Buy $${track.price} ${track.title}` })
        .click()
      await expect(page).toHaveURL(new RegExp(`/checkout\\?trackId=${track.id}$`))
      await expect(page.getByRole('heading', { name: 'Complete Purchase' })).toBeVisible()
      await expect(page.getByText('Digital Download')).toBeVisible()
      await expectNoAxeViolations(page)

      await payWithCard(page, track.price, '4242 4242 4242 4242')
      await expect(page).toHaveURL(/\/payment-success\?payment_intent=pi_/)
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
      await expect(page.getByText(track.title).first()).toBeVisible()
      expect(await purchasesOf(track.id)).toEqual([{ status: 'completed', amount: track.price }])

      await page.getByRole('link', { name: 'Go to My Music' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(spent).toContainText(`$${track.price}`)
      const row = page.getByRole('listitem').filter({ hasText: track.title })
      const downloading = page.waitForEvent('download')
      await row.getByRole('button', { name: /Download/ }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(`track-${track.id}.mp3`)
      const saved = await fs.readFile((await download.path())!)
      // The first format offered, MP3 320, tagged with the track; the owner's full stream
      // plays the same track from the player's own MP3.
      expect(saved.length).toBeGreaterThan(100_000)
      const { common, format } = await parseBuffer(saved, { mimeType: 'audio/mpeg' })
      expect(common.title).toBe(track.title)
      expect(format.bitrate).toBe(320_000)
      const full = await page.request.get(`/api/tracks/${track.id}/stream`)
      expect(full.status()).toBe(200)
      expect(full.headers()['content-type']).toBe('audio/mpeg')
      const stream = await parseBuffer(Buffer.from(await full.body()), { mimeType: 'audio/mpeg' })
      expect(Math.abs(stream.format.duration! - format.duration!)).toBeLessThan(0.1)
      await expect(page.getByText('Download Started')).toBeVisible()
      const direct = await page.request.get(`/api/secure/download/${track.id}`)
      expect(direct.headers()['cache-control']).toBe('no-store')
      // The size, for the dashboard's progress bar: the app repeats it as X-Content-Length (Next
      // drops Content-Length); nginx in front (tests/stack) sends the file with its length.
      expect(direct.headers()['content-length'] ?? direct.headers()['x-content-length']).toBe(
        String(saved.length),
      )

      // The receipt came once, by e-mail through the outbox; the fan asks for it again.
      await expect.poll(() => receiptsFor(track.title)).toHaveLength(1)
      const [receipt] = await receiptsFor(track.title)
      expect(receipt).toContain(`Amount paid: $${track.price}`)
      expect(receipt).toContain('/dashboard')
      await row.getByRole('button', { name: `Resend receipt for ${track.title}` }).click()
      await expect(page.getByText('Receipt Sent')).toBeVisible()
      await expect(page.getByText(`The receipt is on its way to ${FAN}.`)).toBeVisible()
      await expect.poll(() => receiptsFor(track.title)).toHaveLength(2)

      // An admin sends it once more from the console's purchase history.
      const admin = await browser.newContext()
      try {
        await signInAs(admin, 'admin@demo.local', baseURL!)
        const adminPage = await admin.newPage()
        await adminPage.goto('/admin')
        await adminPage.getByLabel('Search users').fill(FAN)
        await adminPage.getByRole('button', { name: `View ${FAN}` }).click()
        const dialog = adminPage.getByRole('dialog', { name: 'Frankie Fan' })
        await dialog.getByRole('button', { name: `Resend receipt for ${track.title}` }).click()
        await expect(adminPage.getByText(`The receipt is on its way to ${FAN}.`)).toBeVisible()
        await expect.poll(() => receiptsFor(track.title)).toHaveLength(3)
      } finally {
        await admin.close()
      }

      await page.goto('/music')
      const card = trackCard(page, track.title)
      await expect(card.getByText('Owned', { exact: true })).toBeVisible()
      await expect(card.locator('audio')).toHaveAttribute('src', `/api/tracks/${track.id}/stream`)
      await card.getByRole('button', { name: `Play ${track.title}` }).click()
      await expect(card.getByRole('button', { name: `Pause ${track.title}` })).toBeVisible()
      // Playing past the 35-second preview window: the owner hears the whole track.
      await card.locator('audio').evaluate((audio: HTMLAudioElement) => {
        audio.currentTime = 40
      })
      await expect
        .poll(() => card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
        .toBeGreaterThan(40.2)
      await expect(page.getByText('Preview Complete')).toHaveCount(0)
    } finally {
      await forgetPurchases(track.id)
    }
  })

  test('a declined card shows Payment Failed with the card message and buys nothing', async ({
    page,
    context,
    baseURL,
  }) => {
    const track = await premiumTrack(page)
    await signInAs(context, FAN, baseURL!)
    try {
      await page.goto(`/checkout?trackId=${track.id}`)
      await payWithCard(page, track.price, '4000 0000 0000 0002')
      await expect(page.getByText('Payment Failed')).toBeVisible()
      await expect(page.getByText('Your card was declined.')).toBeVisible()
      await expect(page).toHaveURL(/\/checkout\?/)
      await expect
        .poll(async () => (await purchasesOf(track.id)).map((purchase) => purchase.status))
        .toEqual(['failed'])
      const listed = await (await page.request.get('/api/user/purchases')).json()
      expect(listed).toEqual([])
      await page.goto('/dashboard')
      await expect(page.getByText('No purchases yet')).toBeVisible()
    } finally {
      await forgetPurchases(track.id)
    }
  })

  test('name your price: the fan chooses $7 over the $3 suggested and pays exactly that', async ({
    page,
    context,
    baseURL,
  }) => {
    const tracks: Array<ApiTrack & { priceMode: string; suggestedPrice: string }> = await (
      await page.request.get('/api/tracks')
    ).json()
    const track = tracks.find((each) => each.priceMode === 'name-your-price')
    if (!track) throw new Error('The demo catalogue has no name-your-price track')
    await signInAs(context, FAN, baseURL!)
    try {
      await page.goto('/music')
      const card = trackCard(page, track.title)
      await expect(card.getByText(`$${track.price} OR MORE`)).toBeVisible()
      await card.getByRole('button', { name: `Name your price ${track.title}` }).click()
      await expect(page).toHaveURL(new RegExp(`/checkout\\?trackId=${track.id}$`))

      const field = page.getByLabel('Your price (USD)')
      await expect(field).toHaveValue(track.suggestedPrice)
      await expect(page.getByRole('button', { name: `Pay $${track.suggestedPrice}` })).toBeVisible()
      await expectNoAxeViolations(page)

      // Below the minimum: refused in the form, the intent unchanged.
      await field.fill('0.30')
      await expect(
        page.getByRole('button', { name: `Pay $${track.suggestedPrice}` }),
      ).toBeDisabled()
      await page.getByRole('button', { name: 'Update price' }).click()
      await expect(page.getByText(`The minimum is $${track.price}.`)).toBeVisible()

      await field.fill('7')
      await page.getByRole('button', { name: 'Update price' }).click()
      await expect(field).toHaveValue('7.00')
      await expect(
        page.getByRole('region', { name: 'Order summary' }).getByText('$7.00'),
      ).toBeVisible()
      await payWithCard(page, '7.00', '4242 4242 4242 4242')
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
      await expect(page.getByText('$7.00').first()).toBeVisible()
      expect(await purchasesOf(track.id)).toEqual([{ status: 'completed', amount: '7.00' }])
      await expect.poll(() => receiptsFor(track.title)).toHaveLength(1)
      expect((await receiptsFor(track.title))[0]).toContain('Amount paid: $7.00')
    } finally {
      await forgetPurchases(track.id)
    }
  })

  test('checkout without a trackId goes to /music; signed out goes to /auth', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/music$/)
    const track = await premiumTrack(page)
    await page.goto(`/checkout?trackId=${track.id}`)
    await expect(page).toHaveURL(/\/auth/)
  })
})
