import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/cms', '/admin', '/dashboard', '/checkout', '/payment-success', '/auth'],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
