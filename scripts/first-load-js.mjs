#!/usr/bin/env node
// The JavaScript each route loads first (from the build's route-bundle-stats), raw and gzipped,
// since `next build` no longer prints it. As a command (after `next build`, as `npm run build`
// does) it prints the table; `npm run bench` imports firstLoadJs() for the same numbers.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const STATS = '.next/diagnostics/route-bundle-stats.json'

// Routes that are API handlers or metadata files load no page JavaScript worth counting.
const isPage = (route) =>
  !route.startsWith('/api/') && !route.includes('sitemap') && !route.includes('robots')

/**
 * First-load JS per page route of the build in `dir`, sorted by route: `{ route, raw, gzip }`
 * in bytes, gzip being the sum of each chunk gzipped on its own (as the browser receives them).
 */
export function firstLoadJs(dir = process.cwd()) {
  const stats = path.join(dir, STATS)
  if (!fs.existsSync(stats)) throw new Error(`${STATS} not found: run next build first`)
  const gzipSizes = new Map()
  const gzipped = (file) => {
    if (!gzipSizes.has(file)) {
      gzipSizes.set(file, gzipSync(fs.readFileSync(path.join(dir, file))).length)
    }
    return gzipSizes.get(file)
  }
  return JSON.parse(fs.readFileSync(stats, 'utf8'))
    .filter(({ route }) => isPage(route))
    .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
      route,
      raw: firstLoadUncompressedJsBytes,
      gzip: firstLoadChunkPaths.reduce((sum, file) => sum + gzipped(file), 0),
    }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

function printTable(rows) {
  const width = Math.max(...rows.map((row) => row.route.length), 5)
  console.log(
    `\nFirst-load JS per route\n${'Route'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`,
  )
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`,
    )
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    printTable(firstLoadJs())
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
