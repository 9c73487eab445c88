import { expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'

import { parseBuffer } from 'music-metadata'

import { expectNoAxeViolations } from '../helpers/axe'
import { PASSWORD, uniqueEmail } from '../helpers/api'
import { withE2eDb } from '../helpers/browserSession'
import { readZip } from '../helpers/zip'

type ApiRelease = {
  id: string
  slug: string
  title: string
  price: string
  suggestedPrice: string
  priceMode: string
  tracks: Array<{ id: string; title: string }>
}

const payWithCard = async (page: Page, price: string) => {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${(new Date().getFullYear() + 2) % 100}`)
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: `Pay $${price}` }).click()
}

test('a visitor opens the EP, previews a track, signs in, names $7 and downloads it as FLAC', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const [release]: ApiRelease[] = await (await page.request.get('/api/releases')).json()
  expect(release).toMatchObject({ priceMode: 'name-your-price', price: '5.00' })

  // A member of their own (registered elsewhere), so the demo fan's library stays as it is.
  const email = uniqueEmail('ep')
  const api = await playwrightRequest.newContext({ baseURL })
  const registered = await api.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 250) + 1}` },
    data: {
      email,
      username: `ep_${randomBytes(5).toString('hex')}`,
      firstName: 'Eppie',
      lastName: 'Buyer',
      password: PASSWORD,
    },
  })
  expect(registered.status()).toBe(201)
  await api.dispose()

  // /music shows the release above the tracks; its page has the artwork, tracklist and price.
  await page.goto('/music')
  await page.getByRole('link', { name: new RegExp(release.title, 'i') }).click()
  await expect(page).toHaveURL(new RegExp(`/releases/${release.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: release.title })).toBeVisible()
  await expect(page.getByText('$5.00 or more')).toBeVisible()
  await expect(page.getByText(`$${release.suggestedPrice} suggested`)).toBeVisible()
  const tracklist = page.getByRole('region', { name: 'Tracklist' })
  await expect(tracklist.getByRole('article')).toHaveCount(release.tracks.length)
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  )
  expect(jsonLd).toMatchObject({ '@type': 'MusicAlbum', name: release.title })
  // As a crawler reads it (the page's own HTML, not the head after a client navigation).
  const html = await (await page.request.get(`/releases/${release.slug}`)).text()
  expect(html).toContain('<meta property="og:type" content="music.album"/>')
  expect(html).toMatch(/<meta property="og:image" content="[^"]+cover[^"]*"\/>/)
  await expectNoAxeViolations(page)

  // A preview plays: the server-cut 35-second window, as on /music.
  const first = release.tracks[0]
  const card = tracklist.getByRole('article', { name: first.title, exact: true })
  const previewed = page.waitForResponse((response) =>
    response.url().includes(`/api/tracks/${first.id}/preview`),
  )
  await card.getByRole('button', { name: `Play ${first.title}` }).click()
  expect((await previewed).status()).toBeLessThan(300)
  await expect(card.getByRole('button', { name: `Pause ${first.title}` })).toBeVisible()
  await card.getByRole('button', { name: `Pause ${first.title}` }).click()

  // Signed out, buying asks to sign in, then comes back to the release.
  await page.getByRole('button', { name: `Name your price ${release.title}` }).click()
  await expect(page.getByText('Login Required')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?next=/)
  const panel = page.getByRole('tabpanel', { name: 'Login' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/releases/${release.slug}$`))

  await page.getByRole('button', { name: `Name your price ${release.title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout\\?releaseId=${release.id}$`))
  await expect(page.getByText('Digital Release')).toBeVisible()
  const field = page.getByLabel('Your price (USD)')
  await expect(field).toHaveValue(release.suggestedPrice)
  await field.fill('4.99')
  await page.getByRole('button', { name: 'Update price' }).click()
  await expect(page.getByText('The minimum is $5.00.')).toBeVisible()
  await field.fill('7')
  await page.getByRole('button', { name: 'Update price' }).click()
  await expect(field).toHaveValue('7.00')
  await payWithCard(page, '7.00')
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(
    page.getByText(`Its ${release.tracks.length} tracks are in your library`),
  ).toBeVisible()

  const paid = await withE2eDb(async (client) => {
    const { rows } = await client.query(
      `SELECT p.status, p.amount::text AS amount FROM purchases p JOIN users u ON u.id = p.user_id
       WHERE u.email = $1 AND p.release_id = $2`,
      [email, release.id],
    )
    return rows
  })
  expect(paid).toEqual([{ status: 'completed', amount: '7.00' }])

  // The dashboard lists the release with its tracks; the whole of it comes as one FLAC zip.
  await page.getByRole('link', { name: 'Go to My Music' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const row = page.getByRole('listitem').filter({ hasText: release.title }).first()
  await expect(row.getByText('$7.00')).toBeVisible()
  for (const track of release.tracks) {
    await expect(
      page.getByRole('button', { name: `Download ${track.title}`, exact: true }),
    ).toBeVisible()
  }
  await row.getByRole('combobox', { name: `Format of ${release.title}` }).selectOption('flac')
  const downloading = page.waitForEvent('download')
  await row.getByRole('button', { name: `Download all ${release.title}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${release.slug}-flac.zip`)
  const entries = await readZip(await fs.readFile((await download.path())!))
  expect(entries.map((entry) => entry.name)).toEqual([
    ...release.tracks.map(
      (track, index) => `${String(index + 1).padStart(2, '0')} - ${track.title}.flac`,
    ),
    'cover.jpg',
  ])
  for (const entry of entries.slice(0, -1)) {
    const { format } = await parseBuffer(entry.data, { mimeType: 'audio/flac' })
    expect(format.container).toBe('FLAC')
  }
  await expect(page.getByText('Your release download has started.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the pre-order single says Pre-order and its day on /music and its page, its B-side at once', async ({
  page,
}) => {
  const releases: Array<ApiRelease & { preOrder: boolean; releaseDate: string }> = await (
    await page.request.get('/api/releases')
  ).json()
  const single = releases.find((release) => release.preOrder)!
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(single.releaseDate),
  )

  await page.goto('/music')
  const card = page.getByRole('link', { name: new RegExp(single.title, 'i') })
  await expect(card).toContainText(`Pre-order · Out ${day}`)
  await card.click()
  await expect(page.getByRole('heading', { level: 1, name: single.title })).toBeVisible()
  await expect(
    page.getByText(
      `Pre-order now: Roll Call is yours at once, the whole release plays in full and downloads on ${day}.`,
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: `Pre-order $${single.price}` })).toBeVisible()
  const tracklist = page.getByRole('region', { name: 'Tracklist' })
  await expect(tracklist.getByRole('article', { name: 'Five Boroughs' })).toContainText(
    `Pre-order, out ${day}`,
  )
  await expect(tracklist.getByRole('article', { name: 'Roll Call' })).not.toContainText(
    'Pre-order, out',
  )
  await expectNoAxeViolations(page)
})
