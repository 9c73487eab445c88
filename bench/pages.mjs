// /music and /landing as the app renders them, against the same HTML (fetched from the app once)
// served by a plain Node server: requests per second and their ratio.
import fs from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { compare } from './lib/load.mjs'
import { startReferenceServer } from './lib/reference.mjs'

export const PAGES = ['/music', '/landing']
export const PAGE_TARGET = 0.5

/** Whether Next served the page from its cache or rendered it for this request. */
const renderingOf = (response) => ({
  cacheControl: response.headers.get('cache-control'),
  nextCache: response.headers.get('x-nextjs-cache'),
})

async function snapshot(baseUrl, page, dir) {
  const response = await fetch(`${baseUrl}${page}`)
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  const file = path.join(dir, `${page.slice(1)}.html`)
  const html = Buffer.from(await response.arrayBuffer())
  await fs.writeFile(file, html)
  return {
    file,
    response: {
      bytes: html.length,
      type: response.headers.get('content-type'),
      ...renderingOf(response),
    },
  }
}

/** @param app {{ baseUrl: string }} */
export async function benchPages(
  app,
  { connections = 10, duration = 5, rounds = 2, port = 3401 } = {},
) {
  const dir = await fs.mkdtemp(path.join(tmpdir(), 'artist-bench-pages-'))
  const snapshots = {}
  for (const page of PAGES) snapshots[page] = await snapshot(app.baseUrl, page, dir)
  const routes = Object.fromEntries(
    PAGES.map((page) => [
      page,
      { file: snapshots[page].file, type: snapshots[page].response.type, inMemory: true },
    ]),
  )
  const reference = await startReferenceServer(routes, port)
  const results = {}
  try {
    for (const page of PAGES) {
      results[page] = {
        response: snapshots[page].response,
        ...(await compare(
          {
            app: { url: `${app.baseUrl}${page}` },
            reference: { url: `${reference.baseUrl}${page}` },
          },
          { connections, duration, rounds },
        )),
        target: PAGE_TARGET,
      }
    }
  } finally {
    await reference.stop()
    await fs.rm(dir, { recursive: true, force: true })
  }
  return results
}
