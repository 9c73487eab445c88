import { expect, type Page, test } from '@playwright/test'

import { SCREENS } from '../helpers/viewports'

/**
 * Every letter of the public pages is drawn with the site's two faces (src/styles/fonts.ts): no
 * system font stands in, neither for a family the site names but does not ship (a monospace
 * stack for the clocks) nor for a character the faces' Latin subset lacks (an arrow). Each one
 * would look different on every device, and costs the browser a look-up among the system's fonts
 * before its first frame. Chromium says which fonts drew each element's text
 * (CSS.getPlatformFontsForNode).
 */
const PAGES = ['/landing', '/music', '/videos', '/photos', '/about', '/contact']

const ELEMENT_NODE = 1
const TEXT_NODE = 3

type DomNode = {
  nodeId: number
  nodeType: number
  localName: string
  nodeValue: string
  children?: DomNode[]
}

/** Each font that drew some of the page's text, with a sample of what it drew. */
async function fontsDrawingText(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode }
  const drawn = new Map<string, { custom: boolean; text: string }>()
  const visit = async (node: DomNode) => {
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === TEXT_NODE)
      .map((child) => child.nodeValue.trim())
      .join(' ')
      .trim()
    if (node.nodeType === ELEMENT_NODE && text && !['script', 'style'].includes(node.localName)) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
      for (const font of fonts) {
        if (!drawn.has(font.familyName))
          drawn.set(font.familyName, { custom: font.isCustomFont, text })
      }
    }
    for (const child of node.children ?? []) await visit(child)
  }
  await visit(root)
  await cdp.detach()
  return drawn
}

for (const viewport of SCREENS) {
  test(`the public pages draw every letter in the site's own faces (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      const drawn = await fontsDrawingText(page)
      const faces = [...drawn.keys()].sort()
      // Both faces are in use, and nothing else is.
      expect(
        faces.some((name) => name.startsWith('Archivo Black')),
        path,
      ).toBe(true)
      expect(
        faces.some((name) => /^Archivo(?! Black)/.test(name)),
        path,
      ).toBe(true)
      const others = [...drawn].filter(
        ([name, font]) => !font.custom || !name.startsWith('Archivo'),
      )
      expect(
        others.map(([name, font]) => `${name} drew "${font.text.slice(0, 40)}"`),
        path,
      ).toEqual([])
    }
  })
}
