import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { PHONE } from '../helpers/viewports'

const FALLBACK = "Sorry, I'm having trouble connecting right now. Please try again in a moment."
const WIDGET_PAGES = ['/landing', '/music', '/videos', '/about', '/photos', '/contact']

/**
 * Holds every call for at least 800 ms, and until the test releases it, so the waiting state
 * is seen whatever the machine's speed; then the real route answers.
 */
const slowAssistant = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/ai-assistant', async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, 800)), released])
    await route.continue()
  })
  return release
}

/** Answers every call with `message`, without the server. */
const cannedAssistant = (page: Page, message: string) =>
  page.route('**/api/ai-assistant', (route) => route.fulfill({ json: { message } }))

const countCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai-assistant')) calls.push(request.postData() ?? '')
  })
  return calls
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' })
/** A message in the log; screen readers hear who said it, so the text starts with that. */
const said = (page: Page, who: 'You' | 'Assistant', text: string) =>
  log(page).getByText(`${who}: ${text}`, { exact: true })
const input = (page: Page) => page.getByRole('textbox', { name: 'Ask a question' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' })
const questions = (page: Page) =>
  page.getByRole('group', { name: 'Suggested questions' }).getByRole('button')
const toggle = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' })
const widget = (page: Page) => page.getByRole('dialog', { name: 'KAIRO Assistant' })

/** The greeting's time is written once the page has hydrated: from then on clicks count. */
const hydrated = async (page: Page) => {
  await expect(log(page).locator('time').first()).toHaveText(/\d/)
}

/** Opens the widget, retrying a click that landed before the page had hydrated. */
const openWidget = async (page: Page) => {
  await expect(async () => {
    if (await toggle(page).isVisible()) await toggle(page).click({ timeout: 2_000 })
    await expect(widget(page)).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await hydrated(page)
}

test.describe('the AI assistant page', () => {
  test('greets, offers three suggestions, and a suggestion fills the input', async ({ page }) => {
    const calls = countCalls(page)
    await page.goto('/ai-assistant')
    await expect(page).toHaveTitle('AI Assistant · KAIRO')
    await expect(page.getByRole('heading', { level: 1, name: 'AI ASSISTANT' })).toBeVisible()
    await expect(log(page)).toHaveAttribute('aria-live', 'polite')
    await expect(log(page)).toContainText("I'm KAIRO's assistant")
    await hydrated(page)
    // The page is the chat: no floating widget on top of it.
    await expect(toggle(page)).toHaveCount(0)

    await expect(questions(page)).toHaveText([
      'What music is available?',
      'How do I purchase and download tracks?',
      "What is KAIRO's musical style?",
    ])
    await questions(page).nth(1).click()
    await expect(input(page)).toHaveValue('How do I purchase and download tracks?')
    await expect(input(page)).toBeFocused()
    await expect(sendButton(page)).toBeEnabled()
    expect(calls).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('sends nothing blank, and sends a question with Enter', async ({ page }) => {
    const calls = countCalls(page)
    const release = await slowAssistant(page)
    await page.goto('/ai-assistant')
    await hydrated(page)
    await expect(input(page)).toHaveAttribute('maxlength', '1000')
    await expect(sendButton(page)).toBeDisabled()
    await input(page).fill('   ')
    await expect(sendButton(page)).toBeDisabled()
    await input(page).press('Enter')
    await expect(input(page)).toHaveValue('   ')

    await input(page).fill('  What music is available?  ')
    await input(page).press('Enter')
    await expect(input(page)).toHaveValue('')
    await expect(log(page).getByText('Thinking...')).toBeVisible()
    await expect(input(page)).toBeDisabled()
    await expect(said(page, 'You', 'What music is available?')).toBeVisible()
    release()
    await expect(log(page).getByText('Thinking...')).toHaveCount(0, { timeout: 15_000 })
    expect(calls).toHaveLength(1)
    expect(JSON.parse(calls[0])).toEqual({ message: 'What music is available?', history: [] })
    await expect(input(page)).toBeEnabled()
  })

  test('a failing call shows the fallback reply and logs the error', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.route('**/api/ai-assistant', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
    )
    await page.goto('/ai-assistant')
    await hydrated(page)
    await input(page).fill('Hello?')
    await sendButton(page).click()
    await expect(said(page, 'Assistant', FALLBACK)).toBeVisible()
    await expect(input(page)).toBeEnabled()
    expect(errors.some((error) => error.includes('The AI assistant could not answer'))).toBe(true)
  })
})

test.describe('the floating chat widget', () => {
  test('opens and minimises on every public page, by button and by Escape', async ({ page }) => {
    for (const path of WIDGET_PAGES) {
      await page.goto(path)
      await openWidget(page)
      await expect(widget(page)).toHaveCSS('height', '500px')
      await expect(input(page)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(widget(page)).toHaveCount(0)
      await expect(toggle(page)).toBeFocused()

      await toggle(page).click()
      await expect(widget(page)).toBeVisible()
      await widget(page).getByRole('button', { name: 'Minimise chat' }).click()
      await expect(widget(page)).toHaveCount(0)
      await expect(toggle(page)).toBeFocused()
    }
  })

  test('a quick question fills and sends; everything waits for the reply', async ({ page }) => {
    const release = await slowAssistant(page)
    await page.goto('/music')
    await openWidget(page)
    await expect(questions(page)).toHaveText([
      'What music is available?',
      'How do I buy tracks?',
      'Tell me about KAIRO',
    ])

    await questions(page).first().click()
    const panel = widget(page)
    await expect(said(page, 'You', 'What music is available?')).toBeVisible()
    await expect(log(page).getByText('Thinking...')).toBeVisible()
    await expect(input(page)).toHaveValue('')
    await expect(input(page)).toBeDisabled()
    await expect(sendButton(page)).toBeDisabled()
    for (const question of await questions(page).all()) await expect(question).toBeDisabled()
    release()

    await expect(log(page).getByText('Thinking...')).toHaveCount(0, { timeout: 15_000 })
    const reply = panel.getByRole('log').locator('p').last()
    await expect(reply).toHaveText(/^Assistant: \S/)
    await expect(reply).not.toContainText(FALLBACK)
    await expect(reply).toContainText('Steppin Out')
    await expect(questions(page).first()).toBeEnabled()
    await expect(input(page)).toBeEnabled()
    // The view follows the conversation down to the newest message.
    await expect(reply).toBeInViewport()
    await expectNoAxeViolations(page)
  })

  test('keeps the conversation across pages and links site paths in replies', async ({ page }) => {
    await cannedAssistant(page, 'Watch them in the Video Vault: /videos.')
    await page.goto('/music')
    await openWidget(page)
    await questions(page).nth(1).click()
    const link = log(page).getByRole('link', { name: '/videos' })
    await expect(link).toHaveAttribute('href', '/videos')

    await link.click()
    await expect(page).toHaveURL(/\/videos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'VIDEO VAULT' })).toBeVisible()
    await expect(widget(page)).toBeVisible()
    await expect(said(page, 'You', 'How do I buy tracks?')).toBeVisible()
    await expect(log(page)).toContainText('Watch them in the Video Vault: /videos.')
  })

  test('fits a phone: the open panel spans the screen width', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/contact')
    await openWidget(page)
    // The panel slides in: measure once it has settled, to the whole pixel.
    const size = async () => {
      const box = await widget(page).boundingBox()
      return box ? [Math.round(box.width), Math.round(box.height)] : null
    }
    await expect.poll(size).toEqual([390, 500])
    await expectNoAxeViolations(page)
  })
})
