import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { ChatWidget } from '@/components/Assistant/ChatWidget.client'
import { Footer } from '@/components/Footer/Footer'
import { NavBar } from '@/components/Nav/NavBar.client'
import { SkipLink } from '@/components/Nav/SkipLink'
import { SessionProvider } from '@/components/Session/SessionProvider.client'
import { StyledRegistry } from '@/components/StyledRegistry/StyledRegistry.client'
import { MiniPlayerSlot } from '@/components/Player/MiniPlayerSlot.client'
import { Toaster } from '@/components/Toast/Toaster.client'
import { siteUrl } from '@/lib/env'
// The theme's tokens as custom properties, for the CSS Modules (generated: src/styles/tokens.ts).
import '@/styles/tokens.css'
import '@/styles/global.css'
import { fontVariables } from '@/styles/fonts'

export const metadata: Metadata = {
  title: { default: 'KAIRO — Official Site', template: '%s · KAIRO' },
  description: 'The official home of KAIRO: music, videos, photos and the story, from New York.',
  metadataBase: new URL(siteUrl()),
  openGraph: { type: 'website', siteName: 'KAIRO — Official Site' },
  twitter: { card: 'summary_large_image' },
}

/**
 * The pages are the same for every visitor: who is signed in is settled in the browser
 * (SessionProvider), so each page is rendered once and served from the page cache
 * (src/lib/cache/pageCacheHandler.mjs). CMS edits drop the cached pages at once
 * (src/hooks/invalidateCatalogue.ts); a change made elsewhere (another instance, a script)
 * shows within this many seconds.
 */
export const revalidate = 60

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: a track list's inline script may set the fan's view on <html>
    // (components/Music/trackView.ts) before React hydrates it.
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <body>
        <StyledRegistry>
          <SkipLink target="content" />
          <SessionProvider>
            <NavBar brand="KAIRO" />
            {/* Pages bring their own <main> (the 404 page does), so this is only the skip target. */}
            <div id="content">{children}</div>
            <Footer />
            <MiniPlayerSlot />
            <ChatWidget />
            <Toaster />
          </SessionProvider>
        </StyledRegistry>
      </body>
    </html>
  )
}
