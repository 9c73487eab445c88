import { expect, type Page, test } from '@playwright/test'
import { DESKTOP, PHONE } from '../helpers/viewports'

type Box = { x: number; y: number; width: number; height: number }

const photoTiles = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem')

/** The boxes of the shown tiles, and of the grid around them. */
async function measure(page: Page): Promise<{ grid: Box; tiles: Box[] }> {
  const grid = await page.getByRole('list', { name: 'Photos' }).boundingBox()
  const tiles: Box[] = []
  for (const tile of await photoTiles(page).all()) {
    if (!(await tile.isVisible())) continue
    const box = await tile.boundingBox()
    if (box) tiles.push(box)
  }
  expect(grid).not.toBeNull()
  return { grid: grid!, tiles }
}

/**
 * The tiles that reach the grid's foot must cover its whole width, up to the gaps between them:
 * a hole in the last row is a run of grid width no tile covers.
 */
function expectFullLastRow({ grid, tiles }: { grid: Box; tiles: Box[] }) {
  const bottom = Math.max(...tiles.map((tile) => tile.y + tile.height))
  const lastRow = tiles
    .filter((tile) => Math.abs(tile.y + tile.height - bottom) < 2)
    .sort((a, b) => a.x - b.x)
  expect(lastRow.length).toBeGreaterThan(0)
  expect(lastRow[0].x - grid.x).toBeLessThan(2)
  const last = lastRow[lastRow.length - 1]
  expect(grid.x + grid.width - (last.x + last.width)).toBeLessThan(2)
  for (const [index, tile] of lastRow.slice(1).entries()) {
    const before = lastRow[index]
    // The grid's gap is 12–16px; a missing cell would leave 100px or more.
    expect(tile.x - (before.x + before.width)).toBeLessThan(24)
  }
}

test.describe('the photo grid', () => {
  for (const width of [1280, 1024, 900, 768, 600, 390]) {
    test(`leaves no hole in its last row at ${width}px, for all photos and a filter`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/photos')
      await expect(photoTiles(page)).toHaveCount(13)
      expectFullLastRow(await measure(page))

      // A filter leaves fewer tiles: they are laid out afresh, still without a hole.
      for (const filter of ['Creative', 'Lifestyle']) {
        await page.getByRole('button', { name: filter, exact: true }).click()
        await expect(page.getByRole('button', { name: filter, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        )
        expectFullLastRow(await measure(page))
      }
    })
  }
})

test.describe('the artist in the picture', () => {
  test('the landing hero shows the hero image at full width and the single’s player at once', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/landing')
    const hero = page.locator('img[fetchpriority="high"]').first()
    await expect(hero).toBeVisible()
    await expect(hero).not.toHaveAttribute('alt', '')
    const box = await hero.boundingBox()
    expect(box!.x).toBeLessThanOrEqual(0)
    expect(box!.width).toBeGreaterThanOrEqual(1265)
    await expect(
      page.locator('#music').getByRole('button', { name: /Play Steppin Out/ }),
    ).toBeInViewport()
    // The single's title is printed once in the first screen: on its card.
    await expect(page.locator('#music').getByRole('heading', { name: 'Steppin Out' })).toHaveCount(
      1,
    )
  })

  test('the hero arrives as AVIF at a phone’s width, and both faces are preloaded', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const heroResponse = page.waitForResponse((response) =>
      response.url().includes('/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fartist-hero'),
    )
    await page.goto('/landing')
    const response = await heroResponse
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/avif')
    // A phone gets a phone-sized file, not the 1920-pixel master.
    expect(new URL(response.url()).searchParams.get('w')).not.toBe('1920')
    expect((await response.body()).length).toBeLessThan(40_000)

    // Preloaded faces are fetched beside the stylesheets; one left to the stylesheet would be
    // fetched after it, and a phone's first paint would wait for it.
    const fonts = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(fonts.some((href) => href.includes('archivo_black'))).toBe(true)
    expect(fonts.some((href) => href.includes('archivo_latin_wght'))).toBe(true)
  })

  test('the About page sets the portrait beside the story on a desktop and above it on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/about')
    const portrait = page.getByRole('img', { name: /Portrait of KAIRO/ })
    const story = page.getByRole('heading', { level: 2, name: 'Origins & Foundation' })
    await expect(portrait).toBeVisible()
    let [image, heading] = [await portrait.boundingBox(), await story.boundingBox()]
    expect(image!.x).toBeGreaterThan(heading!.x + heading!.width)

    await page.setViewportSize(PHONE)
    await expect(portrait).toBeVisible()
    ;[image, heading] = [await portrait.boundingBox(), await story.boundingBox()]
    expect(image!.y + image!.height).toBeLessThanOrEqual(heading!.y)
  })

  test('the footer and the Contact page list the same social links', async ({ page }) => {
    await page.goto('/contact')
    const links = async (scope: ReturnType<Page['getByRole']>) =>
      Promise.all(
        (await scope.getByRole('link', { name: /opens in a new tab/ }).all()).map(async (link) => [
          ((await link.textContent()) ?? '').replace('(opens in a new tab)', '').trim(),
          await link.getAttribute('href'),
        ]),
      )
    const inFooter = await links(page.getByRole('contentinfo'))
    expect(inFooter.map(([name]) => name)).toEqual([
      'YouTube',
      'Instagram',
      'Spotify',
      'TikTok',
      'Facebook',
    ])
    expect(await links(page.getByRole('main'))).toEqual(inFooter)
  })
})
