import type { MetadataRoute } from 'next'

import { releasePath } from '@/components/Releases/releaseDisplay'
import { listPublicReleases } from '@/lib/catalogue/releases'
import { siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

/** The public pages search engines may list; account and team pages stay out. */
const PUBLIC_PATHS = ['/landing', '/music', '/videos', '/about', '/photos', '/contact']

// Read when asked (the releases change with the CMS), not when the app is built.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const releases = await listPublicReleases(await getPayloadClient())
  return [
    ...PUBLIC_PATHS.map((path) => ({
      url: `${base}${path}`,
      changeFrequency: path === '/music' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/landing' ? 1 : 0.7,
    })),
    ...releases.map((release) => ({
      url: `${base}${releasePath(release)}`,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ]
}
