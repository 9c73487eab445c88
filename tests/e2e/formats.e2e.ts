import { type APIRequestContext, expect, test } from '@playwright/test'
import fs from 'node:fs/promises'

import { parseBuffer } from 'music-metadata'

import { registerFreshMember, signInAs } from '../helpers/browserSession'

type ApiTrack = {
  id: string
  title: string
  price: string
  formats: Array<{ format: string; label: string; size: number }>
}

const LABELS = ['MP3 320', 'MP3 V0', 'FLAC', 'AAC', 'Ogg Vorbis', 'WAV']

const catalogue = async (request: APIRequestContext) =>
  (await (await request.get('/api/tracks')).json()) as ApiTrack[]

test.describe('choosing a format', () => {
  test('/music and the checkout list the formats before paying', async ({ page }) => {
    const tracks = await catalogue(page.request)
    const paid = tracks.find((track) => track.price !== '0.00')!
    expect(paid.formats.map((format) => format.label)).toEqual(LABELS)

    await page.goto('/music')
    const card = page.getByRole('article', { name: paid.title, exact: true })
    await expect(card.getByText(`Download as ${LABELS.join(' · ')}`)).toBeVisible()
    // Lyrics and credits are there to read, behind their disclosure.
    const lyrics = card.getByText('Lace up, lights on, the avenue is humming')
    await expect(lyrics).toBeHidden()
    await card.getByText('Lyrics and credits').click()
    await expect(lyrics).toBeVisible()
    await expect(card.getByText('Produced by KAIRO')).toBeVisible()

    await registerFreshMember(page, 'formats')
    await page.goto(`/checkout?trackId=${paid.id}`)
    const summary = page
      .getByRole('region', { name: 'Order summary' })
      .or(page.locator('[aria-labelledby="order-summary-title"]'))
    await expect(summary.getByText(LABELS.join(' · '))).toBeVisible({ timeout: 15_000 })
  })

  test('a fan who owns a track picks FLAC in the dashboard and gets track-{id}.flac, tagged', async ({
    page,
  }) => {
    await registerFreshMember(page, 'flac')
    const tracks = await catalogue(page.request)
    const free = tracks.find((track) => track.price === '0.00')!
    expect(free.formats.map((format) => format.label)).toEqual(LABELS)

    await page.goto('/music')
    const card = page.getByRole('article', { name: free.title, exact: true })
    await card.getByRole('button', { name: `Get it free ${free.title}` }).click()
    await expect(card.getByRole('link', { name: `In your library ${free.title}` })).toBeVisible()

    await page.goto('/dashboard')
    const row = page.getByRole('listitem').filter({ hasText: free.title })
    const format = row.getByRole('combobox', { name: `Format of ${free.title}` })
    await expect(format).toBeVisible({ timeout: 15_000 })
    await format.selectOption('flac')
    const downloading = page.waitForEvent('download')
    await row.getByRole('button', { name: `Download ${free.title}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`track-${free.id}.flac`)
    const saved = await fs.readFile((await download.path())!)
    expect(saved.length).toBe(free.formats.find((each) => each.format === 'flac')!.size)
    const { common, format: audio } = await parseBuffer(saved, { mimeType: 'audio/flac' })
    expect(audio.codec).toBe('FLAC')
    expect(common.title).toBe(free.title)
    expect(common.artist).toBe('KAIRO')
    expect(common.picture?.length).toBe(1)
  })

  test('the CMS refuses a master that is not audio, saying why', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    await page.goto('/cms/collections/track-audio/create')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from('x'.repeat(4000)),
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText(/“notes\.wav” could not be read as audio .*Upload a WAV, FLAC or AIFF master/),
    ).toBeVisible()
  })
})
