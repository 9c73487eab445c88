import { expect, type Locator, test } from '@playwright/test'

import { registerFreshMember } from '../helpers/browserSession'

const currentTime = (player: Locator) =>
  player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)
const paused = (player: Locator) =>
  player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)

test.describe('the mini-player', () => {
  test('keeps a preview playing across a page change, from where it was', async ({ page }) => {
    await page.goto('/music')
    const card = page.getByRole('article', { name: 'Steppin Out', exact: true })
    await card.getByRole('button', { name: 'Play Steppin Out' }).click()
    await expect(card.getByRole('button', { name: 'Pause Steppin Out' })).toBeVisible()
    await expect.poll(() => currentTime(card), { timeout: 10_000 }).toBeGreaterThan(1)
    const leftAt = await currentTime(card)

    await page.getByRole('banner').getByRole('link', { name: 'Videos', exact: true }).click()
    await expect(page).toHaveURL(/\/videos$/)

    const player = page.getByRole('region', { name: 'Now playing' })
    await expect(player).toBeVisible()
    await expect(player.getByText('Steppin Out')).toBeVisible()
    await expect(player.getByRole('button', { name: 'Pause Steppin Out' })).toBeVisible()
    // It plays on from the second the page's player had reached, not from the start.
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(leftAt + 0.5)
    expect(await paused(player)).toBe(false)
    // Still the preview: the server-cut window, the same source as the page's player.
    expect(await player.locator('audio').getAttribute('src')).toContain('preview')

    // And it survives another page change.
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(player.getByRole('button', { name: 'Pause Steppin Out' })).toBeVisible()

    await player.getByRole('button', { name: 'Pause Steppin Out' }).click()
    expect(await paused(player)).toBe(true)
    await player.getByRole('button', { name: 'Close the player' }).click()
    await expect(player).toHaveCount(0)
  })

  test('does not appear for a track that was paused before leaving', async ({ page }) => {
    await page.goto('/music')
    const card = page.getByRole('article', { name: 'Steppin Out', exact: true })
    await card.getByRole('button', { name: 'Play Steppin Out' }).click()
    await card.getByRole('button', { name: 'Pause Steppin Out' }).click()
    await expect(card.getByRole('button', { name: 'Play Steppin Out' })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Videos', exact: true }).click()
    await expect(page).toHaveURL(/\/videos$/)
    await page.waitForTimeout(500)
    await expect(page.getByRole('region', { name: 'Now playing' })).toHaveCount(0)
  })

  test('takes over a track playing in the vault when the member leaves the dashboard', async ({
    page,
  }) => {
    await registerFreshMember(page, 'vault')
    const tracks: Array<{ id: string; title: string; price: string }> = await (
      await page.request.get('/api/tracks')
    ).json()
    const track = tracks.find((each) => each.price === '0.00')!
    // The free path: a $0.00 purchase in the member's library.
    const added = await page.request.post('/api/create-payment-intent', {
      data: { trackId: track.id },
    })
    expect(added.ok()).toBe(true)

    await page.goto('/dashboard')
    const row = page.getByRole('listitem').filter({ hasText: track.title })
    await row.getByRole('button', { name: `Play ${track.title}` }).click({ timeout: 20_000 })
    await expect(row.getByRole('button', { name: `Pause ${track.title}` })).toBeVisible()
    await expect.poll(() => currentTime(row), { timeout: 10_000 }).toBeGreaterThan(1)
    const leftAt = await currentTime(row)

    await page.getByRole('banner').getByRole('link', { name: 'Videos', exact: true }).click()
    await expect(page).toHaveURL(/\/videos$/)
    const player = page.getByRole('region', { name: 'Now playing' })
    await expect(player.getByRole('button', { name: `Pause ${track.title}` })).toBeVisible()
    await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(leftAt + 0.5)
    // The member's own track: the whole of it, not the preview.
    expect(await player.locator('audio').getAttribute('src')).toMatch(
      new RegExp(`/api/tracks/${track.id}/stream$`),
    )
    await player.getByRole('button', { name: 'Close the player' }).click()
  })
})
