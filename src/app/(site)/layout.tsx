import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'
import type { ReactNode } from 'react'

import { ChatWidget } from '@/components/Assistant/ChatWidget.client'
import { Footer } from '@/components/Footer/Footer'
import { NavBar } from '@/components/Nav/NavBar.client'
import { SkipLink } from '@/components/Nav/SkipLink.client'
import { SessionProvider } from '@/components/Session/SessionProvider.client'
import { StyledRegistry } from '@/components/StyledRegistry/StyledRegistry.client'
import { Toaster } from '@/components/Toast/Toaster.client'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { siteUrl } from '@/lib/env'
import type { PublicUser } from '@/lib/auth/publicUser'

export const metadata: Metadata = {
  title: { default: 'KAIRO — Official Site', template: '%s · KAIRO' },
  description: 'The official home of KAIRO: music, videos, photos and the story, from New York.',
  metadataBase: new URL(siteUrl()),
  openGraph: { type: 'website', siteName: 'KAIRO — Official Site' },
  twitter: { card: 'summary_large_image' },
}

// Past this the page renders without waiting and the browser asks /api/auth/me itself.
const SESSION_LOOKUP_BUDGET_MS = 2_500

/**
 * The server's view of the session, so the first paint is already right. When the database is
 * slow or failing the page still renders, with the session marked unknown (undefined) so the
 * browser settles it.
 */
async function initialUser(): Promise<PublicUser | null | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, SESSION_LOOKUP_BUDGET_MS, undefined)
  })
  const lookup = getCurrentUser().catch((error: unknown) => {
    // Next's own signals (a page found to be dynamic during the build) are not failures.
    unstable_rethrow(error)
    console.error('Could not read the session for the layout', error)
    return undefined
  })
  try {
    return await Promise.race([lookup, budget])
  } finally {
    clearTimeout(timer)
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const user = await initialUser()
  return (
    <html lang="en">
      <body>
        <StyledRegistry>
          <SkipLink target="content" />
          <SessionProvider initialUser={user}>
            <NavBar brand="KAIRO" />
            {/* Pages bring their own <main> (the 404 page does), so this is only the skip target. */}
            <div id="content">{children}</div>
            <Footer />
            <ChatWidget />
            <Toaster />
          </SessionProvider>
        </StyledRegistry>
      </body>
    </html>
  )
}
