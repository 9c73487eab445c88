import { expect, type Locator, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { signInAs, withE2eDb } from '../helpers/browserSession'

type ApiTrack = { id: string; title: string; price: string }

const trackCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true })

/** Starts a track with a real click, the user gesture the autoplay policy asks for. */
const startPlaying = async (card: Locator, title: string) => {
  await card.getByRole('button', { name: `Play ${title}` }).click()
  await expect(card.getByRole('button', { name: `Pause ${title}` })).toBeVisible()
}

const isPaused = (card: Locator) =>
  card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)

test.describe('the music page', () => {
  test('lists every published track, numbered, with its badge', async ({ page, request }) => {
    const tracks: ApiTrack[] = await (await request.get('/api/tracks')).json()
    await page.goto('/music')

    await expect(page.getByRole('heading', { level: 1, name: 'MUSIC' })).toBeVisible()
    await expect(page.getByText(`${tracks.length} TRACKS AVAILABLE`)).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(tracks.length)
    for (const [index, track] of tracks.entries()) {
      const card = trackCard(page, track.title)
      await expect(
        card.getByText(String(index + 1).padStart(2, '0'), { exact: true }),
      ).toBeVisible()
    }
    await expect(trackCard(page, 'Steppin Out').getByText('PREMIUM • $1.99')).toBeVisible()
    const free = tracks.find((track) => track.price === '0.00')!
    await expect(trackCard(page, free.title).getByText('FREE TRACK')).toBeVisible()
    await expect(trackCard(page, free.title).getByRole('button', { name: /^Buy/ })).toHaveCount(0)
    await expect(page.getByText('MORE TRACKS COMING SOON')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('stops a signed-out preview at the end of its window, and play only repeats the toast', async ({
    page,
  }) => {
    await page.goto('/music')
    const card = trackCard(page, 'Steppin Out')
    await startPlaying(card, 'Steppin Out')
    await expectNoAxeViolations(page)

    // Jump to just before the window closes instead of listening for 35 seconds.
    await card.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
      if (!(audio.duration > 0)) {
        await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve))
      }
      audio.currentTime = Math.max(0, Math.min(34, audio.duration - 0.5))
    })

    const toast = page.getByRole('status').filter({ hasText: 'Preview Complete' })
    await expect(toast).toBeVisible({ timeout: 10_000 })
    await expect(toast).toContainText('Purchase this track to hear the full song!')
    await expect(card.getByRole('button', { name: 'Play Steppin Out' })).toBeVisible()
    expect(await isPaused(card)).toBe(true)

    await toast.getByRole('button', { name: 'Close' }).click()
    await expect(toast).toHaveCount(0)
    await card.getByRole('button', { name: 'Play Steppin Out' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Preview Complete' })).toBeVisible()
    expect(await isPaused(card)).toBe(true)
  })

  test('plays one track at a time', async ({ page }) => {
    const tracks: ApiTrack[] = await (await page.request.get('/api/tracks')).json()
    const [first, second] = tracks
    await page.goto('/music')
    await startPlaying(trackCard(page, first.title), first.title)
    await startPlaying(trackCard(page, second.title), second.title)
    await expect(
      trackCard(page, first.title).getByRole('button', { name: `Play ${first.title}` }),
    ).toBeVisible()
    expect(await isPaused(trackCard(page, first.title))).toBe(true)
  })

  test('sends a signed-out buyer to sign in, with a Login Required toast', async ({ page }) => {
    await page.goto('/music')
    await trackCard(page, 'Steppin Out')
      .getByRole('button', { name: 'Buy $1.99 Steppin Out' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Login Required' })).toBeVisible()
    await expect(page.getByText('Please login to purchase tracks.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)music/)
  })

  test('sends a signed-in member to the checkout for the track', async ({
    page,
    context,
    baseURL,
  }) => {
    const tracks: ApiTrack[] = await (await page.request.get('/api/tracks')).json()
    const steppin = tracks.find((track) => track.title === 'Steppin Out')!
    await signInAs(context, 'fan@demo.local', baseURL!)
    await page.goto('/music')
    await trackCard(page, 'Steppin Out')
      .getByRole('button', { name: 'Buy $1.99 Steppin Out' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/checkout\\?trackId=${steppin.id}$`))
  })

  test('rewinds a free track to the start when it ends', async ({ page, request }) => {
    const tracks: ApiTrack[] = await (await request.get('/api/tracks')).json()
    const free = tracks.find((track) => track.price === '0.00')!
    await page.goto('/music')
    const card = trackCard(page, free.title)
    await expect(card.getByRole('slider', { name: `Seek ${free.title}` })).toBeVisible()
    await startPlaying(card, free.title)
    await card.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
      if (!(audio.duration > 0)) {
        await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve))
      }
      audio.currentTime = audio.duration - 0.5
    })
    await expect(card.getByRole('button', { name: `Play ${free.title}` })).toBeVisible({
      timeout: 10_000,
    })
    await expect
      .poll(() => card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBe(0)
    await expect(page.getByText('Preview Complete')).toHaveCount(0)
  })

  test('gives an owner the full track and an Owned badge instead of the button', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const tracks: ApiTrack[] = await (await request.get('/api/tracks')).json()
    const steppin = tracks.find((track) => track.title === 'Steppin Out')!
    const intent = `pi_music_e2e_${Date.now()}`
    await withE2eDb((client) =>
      client.query(
        // A completed purchase and the download right fulfilment grants with it.
        `WITH bought AS (
           INSERT INTO purchases (user_id, track_id, amount, status, stripe_payment_intent_id, purchase_date)
           SELECT id, $1, 1.99, 'completed', $2, now() FROM users WHERE email = 'fan@demo.local'
           RETURNING id, user_id, track_id)
         INSERT INTO user_file_permissions (user_id, track_id, purchase_id, file_url, permission)
         SELECT user_id, track_id, id, '/api/secure/download/' || track_id, 'download' FROM bought`,
        [steppin.id, intent],
      ),
    )
    try {
      await signInAs(context, 'fan@demo.local', baseURL!)
      await page.goto('/music')
      const card = trackCard(page, 'Steppin Out')
      await expect(card.getByText('Owned', { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: /^Buy/ })).toHaveCount(0)
      await expect(card.locator('audio')).toHaveAttribute('src', `/api/tracks/${steppin.id}/stream`)
      await startPlaying(card, 'Steppin Out')
    } finally {
      await withE2eDb(async (client) => {
        await client.query(
          `DELETE FROM user_file_permissions WHERE purchase_id IN
             (SELECT id FROM purchases WHERE stripe_payment_intent_id = $1)`,
          [intent],
        )
        await client.query('DELETE FROM purchases WHERE stripe_payment_intent_id = $1', [intent])
      })
    }
  })

  test('shows a title edited in the CMS at once', async ({ page, request, context, baseURL }) => {
    const tracks: ApiTrack[] = await (await request.get('/api/tracks')).json()
    const track = tracks.find((candidate) => candidate.title === 'Uptown Lights')!
    const edited = `Uptown Lights (Remix ${Date.now()})`
    await page.goto('/music')
    await expect(page.getByRole('heading', { name: 'Uptown Lights' })).toBeVisible()

    // The edit goes through Payload, as the CMS does: its hooks clear the catalogue cache.
    await signInAs(context, 'admin@demo.local', baseURL!)
    const setTitle = async (title: string) => {
      const response = await context.request.patch(`/api/cms/tracks/${track.id}`, {
        data: { title },
      })
      expect(response.status()).toBe(200)
    }
    await setTitle(edited)
    try {
      await page.goto('/music')
      await expect(page.getByRole('heading', { name: edited })).toBeVisible()
    } finally {
      await setTitle(track.title)
    }
  })
})
