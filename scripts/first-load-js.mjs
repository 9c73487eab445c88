#!/usr/bin/env node
// Prints the JavaScript each route loads first (from the build's route-bundle-stats), raw and
// gzipped, since `next build` no longer prints it. Run after `next build`.
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'

const STATS = '.next/diagnostics/route-bundle-stats.json'
if (!fs.existsSync(STATS)) {
  console.error(`${STATS} not found: run next build first`)
  process.exit(1)
}

const gzipSizes = new Map()
const gzipped = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(fs.readFileSync(file)).length)
  return gzipSizes.get(file)
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

const rows = JSON.parse(fs.readFileSync(STATS, 'utf8'))
  .filter(
    ({ route }) =>
      !route.startsWith('/api/') && !route.includes('sitemap') && !route.includes('robots'),
  )
  .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
    route,
    raw: firstLoadUncompressedJsBytes,
    gzip: firstLoadChunkPaths.reduce((sum, file) => sum + gzipped(file), 0),
  }))
  .sort((a, b) => a.route.localeCompare(b.route))

const width = Math.max(...rows.map((row) => row.route.length), 5)
console.log(
  `\nFirst-load JS per route\n${'Route'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`,
)
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`,
  )
}
