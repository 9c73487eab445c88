import { expect, type Locator, type Page, test } from '@playwright/test'

type Box = { x: number; y: number; width: number; height: number }

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Scrolls the page so that `target`'s top edge sits `top` pixels below the viewport's top. */
const scrollTo = async (page: Page, target: Locator, top: number) => {
  await target.evaluate((element, offset) => {
    const { top: now } = element.getBoundingClientRect()
    window.scrollBy(0, now - offset)
  }, top)
}

/** Plays Steppin Out's preview from 1.5 s before the end of its window, time enough to scroll. */
const finishPreview = async (card: Locator) => {
  await card.getByRole('button', { name: 'Play Steppin Out' }).click()
  await expect(card.getByRole('button', { name: 'Pause Steppin Out' })).toBeVisible()
  await card.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
    if (!(audio.duration > 0)) {
      await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve))
    }
    audio.currentTime = Math.max(0, Math.min(33.5, audio.duration - 1.5))
  })
}

// Each case puts the Buy button where that screen's toasts would go first: the top on a wide
// screen, the bottom (above the chat button) on a phone.
const CASES = [
  { name: 'wide screen, Buy button near the top', width: 1280, height: 800, buyAt: 90 },
  { name: 'wide screen, Buy button near the bottom', width: 1280, height: 800, buyAt: 660 },
  { name: 'phone, Buy button near the bottom', width: 390, height: 844, buyAt: 700 },
  { name: 'phone, Buy button near the top', width: 390, height: 844, buyAt: 80 },
]

for (const { name, width, height, buyAt } of CASES) {
  test(`'Preview Complete' leaves the Buy button it points to uncovered (${name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } })
    const page = await context.newPage()
    await page.goto('/music')
    const card = page.getByRole('article', { name: 'Steppin Out', exact: true })
    const buy = card.getByRole('button', { name: 'Buy $1.99 Steppin Out' })
    await finishPreview(card)
    await scrollTo(page, buy, buyAt)

    const toast = page.getByRole('status').filter({ hasText: 'Preview Complete' })
    await expect(toast).toBeVisible({ timeout: 10_000 })
    // The toast settles (its entry animation) before the boxes are compared.
    await page.waitForTimeout(400)
    const [toastBox, buyBox] = await Promise.all([toast.boundingBox(), buy.boundingBox()])
    expect(toastBox && buyBox, 'both are on screen').toBeTruthy()
    expect(
      overlap(toastBox!, buyBox!),
      `toast ${JSON.stringify(toastBox)} over Buy ${JSON.stringify(buyBox)}`,
    ).toBe(false)
    // And it never hides under the navigation bar.
    const navBox = await page.getByRole('banner').boundingBox()
    expect(toastBox!.y).toBeGreaterThanOrEqual(navBox!.y + navBox!.height)
    await context.close()
  })
}
