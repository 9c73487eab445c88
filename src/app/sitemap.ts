import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/env'

/** The public pages search engines may list; account and team pages stay out. */
const PUBLIC_PATHS = ['/landing', '/music', '/videos', '/about', '/photos', '/contact']

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return PUBLIC_PATHS.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: path === '/music' ? 'weekly' : 'monthly',
    priority: path === '/landing' ? 1 : 0.7,
  }))
}
