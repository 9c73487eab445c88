// The empty-page reference of the Lighthouse benchmark (bench/lib/reference-app.mjs): Next's
// floor, one static page of plain text with no component of the app, built with the app's own
// `next` (its modules are found in the repository's node_modules, two folders up).
//
// It is built with webpack (`next build --webpack`): Turbopack takes the repository as its root
// (node_modules is there) and then compiles the app's src/proxy.ts and src/instrumentation.ts
// into this build too, which cannot resolve their `@/` imports.

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
}

export default nextConfig
