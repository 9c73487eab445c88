import type { Metadata } from 'next'

import SiteLayout, { metadata as siteMetadata } from '@/app/(site)/layout'
import { NotFound } from '@/components/NotFound/NotFound'

/*
 * Any URL no route claims. The app has two root layouts (the site's and Payload's), so there is
 * no single layout for a root not-found page to sit in; Next renders this file instead, on the
 * server, with status 404. A catch-all page calling notFound() could not do that: Next rendered
 * its not-found boundary only in the browser, leaving the server's HTML with an empty body.
 * It wraps the 404 in the site's own layout, so the page keeps the navigation and the footer.
 */

export const metadata: Metadata = { ...siteMetadata, title: 'Page not found · KAIRO' }

// As the site's layout: the footer shows the CMS's settings, so the cached page is redone.
export const revalidate = 60

export default function GlobalNotFound() {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  )
}
