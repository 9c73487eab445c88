import { expect, type Locator, test } from '@playwright/test'

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
})
