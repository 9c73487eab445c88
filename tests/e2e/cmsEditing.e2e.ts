import { expect, type Page, test } from '@playwright/test'

import { synthesizeMaster } from '../../src/seed/assets/audio'
import { signInAs } from '../helpers/browserSession'

// Creating a track drives a whole admin form and a file upload: allow more than a minute.
test.setTimeout(120_000)

/** The buttons that change something; a read-only CMS shows none of them. */
const WRITE_BUTTONS = /^(Create New|Save|Save Draft|Publish|Publish changes|Delete)$/i

const writeControls = (page: Page) =>
  page
    .getByRole('button', { name: WRITE_BUTTONS })
    .or(page.getByRole('link', { name: WRITE_BUTTONS }))

test.describe('editing the site in the CMS', () => {
  test('an admin uploads a new track with its audio, publishes it and finds it on /music', async ({
    page,
    context,
    baseURL,
  }) => {
    const title = `Night Shift ${Date.now().toString(36)}`
    const audio = synthesizeMaster({ seed: 42, bpm: 88, rootHz: 55, seconds: 40 })
    await signInAs(context, 'admin@demo.local', baseURL!)

    await page.goto('/cms/collections/tracks/create')
    await page.locator('#field-title').fill(title)
    await page.locator('#field-artist').fill('KAIRO')
    await page.locator('#field-price').fill('1.49')

    // The audio goes to the private masters collection, from a drawer on the track itself.
    const audioField = page.locator('.field-type.upload').filter({ hasText: 'Audio (full master)' })
    await audioField.getByRole('button', { name: 'Create New' }).click()
    const drawer = page.getByRole('dialog', { name: /track-audio/ })
    await drawer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'night-shift.wav', mimeType: 'audio/wav', buffer: audio })
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden()
    await expect(audioField.getByText('night-shift.wav')).toBeVisible()

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page).toHaveURL(/\/cms\/collections\/tracks\/[0-9a-f-]{36}/)
    // The duration was read from the file on the server, and the field only shows it.
    await expect(page.locator('#field-duration')).toHaveValue('0:40')
    await expect(page.locator('#field-duration')).toBeDisabled()
    const trackId = page.url().match(/tracks\/([0-9a-f-]{36})/)![1]
    // Every format is made in the background; the sidebar shows each one's state as it goes.
    const files = page.getByRole('region', { name: 'Audio files' })
    await expect(files.getByText('From a pcm_s16le master of 40.0 s.')).toBeVisible()
    for (const label of ['MP3 320', 'MP3 V0', 'FLAC', 'AAC', 'Ogg Vorbis', 'WAV']) {
      await expect(files.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible()
    }
    await expect(files.locator('li[data-state="ready"]')).toHaveCount(7, { timeout: 90_000 })

    try {
      await page.goto('/music')
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title }) })
      await expect(card).toBeVisible()
      await expect(card.locator('time')).toHaveText('0:40')
    } finally {
      // Later browser tests count the seeded catalogue. Deleting through Payload also clears the
      // catalogue memo, as the CMS's own delete button would.
      const saved = await (await context.request.get(`/api/cms/tracks/${trackId}?depth=0`)).json()
      expect((await context.request.delete(`/api/cms/tracks/${trackId}`)).status()).toBe(200)
      expect((await context.request.delete(`/api/cms/track-audio/${saved.audio}`)).status()).toBe(
        200,
      )
    }
  })

  test('a viewer reads every part of the CMS but gets no button that changes anything', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, 'viewer@demo.local', baseURL!)

    await page.goto('/cms')
    await expect(page.getByRole('link', { name: 'Tracks', exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /create new/i })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /create new/i })).toHaveCount(0)

    for (const collection of ['tracks', 'videos', 'photos', 'contacts', 'users']) {
      await page.goto(`/cms/collections/${collection}`)
      await expect(page.locator('.collection-list')).toBeVisible()
      await expect(writeControls(page)).toHaveCount(0)
    }

    await page.goto('/cms/collections/tracks')
    await page.getByRole('link', { name: 'Steppin Out' }).first().click()
    await expect(page.locator('#field-title')).toHaveValue('Steppin Out')
    await expect(page.locator('#field-title')).toBeDisabled()
    await expect(writeControls(page)).toHaveCount(0)

    for (const global of ['site-settings', 'biography']) {
      await page.goto(`/cms/globals/${global}`)
      await expect(page.locator('.document-fields')).toBeVisible()
      await expect(writeControls(page)).toHaveCount(0)
    }
  })
})
