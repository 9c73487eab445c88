#!/usr/bin/env node
// The JavaScript each route loads first (from the build's route-bundle-stats), raw and gzipped,
// since `next build` no longer prints it. As a command (after `next build`, as `npm run build`
// does) it prints the table, the framework's own figure (what every page of the build loads) and
// the limit of the public routes, marking those over it; `npm run bench` imports firstLoadJs(),
// frameworkJs() and firstLoadJsLimit() for the same numbers and the same target.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const STATS = '.next/diagnostics/route-bundle-stats.json'

/** Pages anyone can open (spec §2): the ones the first-load JS target is about. */
export const PUBLIC_ROUTES = [
  '/landing',
  '/music',
  '/videos',
  '/photos',
  '/about',
  '/contact',
  '/ai-assistant',
  '/auth',
  '/auth/forgot',
  '/auth/reset',
  '/_not-found',
  '/privacy',
]

/**
 * The framework's share: the chunks every page of the build loads, the site's and the CMS's,
 * whose root layouts share nothing of ours: React, Next's router and next/link. (It used to be
 * Next's own /_not-found page; the site's 404 is now that page, in the site's layout.)
 */
export const FRAMEWORK_LABEL = 'shared by every page'

/** What a public route may load on top of the framework's share, gzipped: 15 kB. */
export const PAGE_BUDGET_BYTES = 15 * 1024

// Routes that are API handlers or metadata files load no page JavaScript worth counting.
const isPage = (route) =>
  !route.startsWith('/api/') && !route.includes('sitemap') && !route.includes('robots')

/**
 * First-load JS per page route of the build in `dir`, sorted by route: `{ route, raw, gzip }`
 * in bytes, gzip being the sum of each chunk gzipped on its own (as the browser receives them).
 */
/** The page routes of the build in `dir` and a gzip measure of its chunks (each file once). */
function buildStats(dir) {
  const stats = path.join(dir, STATS)
  if (!fs.existsSync(stats)) throw new Error(`${STATS} not found: run next build first`)
  const gzipSizes = new Map()
  const gzipped = (file) => {
    if (!gzipSizes.has(file)) {
      gzipSizes.set(file, gzipSync(fs.readFileSync(path.join(dir, file))).length)
    }
    return gzipSizes.get(file)
  }
  const pages = JSON.parse(fs.readFileSync(stats, 'utf8')).filter(({ route }) => isPage(route))
  return { pages, gzipped }
}

/**
 * First-load JS per page route of the build in `dir`, sorted by route: `{ route, raw, gzip }`
 * in bytes, gzip being the sum of each chunk gzipped on its own (as the browser receives them).
 */
export function firstLoadJs(dir = process.cwd()) {
  const { pages, gzipped } = buildStats(dir)
  return pages
    .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
      route,
      raw: firstLoadUncompressedJsBytes,
      gzip: firstLoadChunkPaths.reduce((sum, file) => sum + gzipped(file), 0),
    }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** The framework's share of the build in `dir`: `{ gzip, chunks }` of what every page loads. */
export function frameworkJs(dir = process.cwd()) {
  const { pages, gzipped } = buildStats(dir)
  if (pages.length === 0) throw new Error(`${STATS} lists no page`)
  const chunks = pages
    .map(({ firstLoadChunkPaths }) => firstLoadChunkPaths)
    .reduce((shared, files) => shared.filter((file) => files.includes(file)))
  return { gzip: chunks.reduce((sum, file) => sum + gzipped(file), 0), chunks }
}

/** The public routes' limit: the framework's figure (gzip bytes) plus PAGE_BUDGET_BYTES. */
export function firstLoadJsLimit(frameworkGzip) {
  return { framework: frameworkGzip, limit: frameworkGzip + PAGE_BUDGET_BYTES }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

function printTable(rows, shared) {
  const { framework, limit } = firstLoadJsLimit(shared.gzip)
  const width = Math.max(...rows.map((row) => row.route.length), 5)
  console.log(
    `\nFirst-load JS per route\n${'Route'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`,
  )
  const over = []
  for (const row of rows) {
    const isOver = PUBLIC_ROUTES.includes(row.route) && row.gzip > limit
    if (isOver) over.push(row.route)
    console.log(
      `${row.route.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}` +
        (isOver ? '  over the limit' : ''),
    )
  }
  console.log(
    `\nFramework (${FRAMEWORK_LABEL}, ${shared.chunks.length} chunks): ${kb(framework)} gzip; ` +
      `public routes' limit: ${kb(limit)}` +
      ` (+ ${kb(PAGE_BUDGET_BYTES)}); ` +
      (over.length
        ? `${over.length} public route(s) over it: ${over.join(', ')}`
        : 'all within it'),
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    printTable(firstLoadJs(), frameworkJs())
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
