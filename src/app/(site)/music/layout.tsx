import type { ReactNode } from 'react'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'

/**
 * The music page's frame and title, outside the route's loading boundary (loading.tsx). React
 * sends a large boundary apart from the page and shows its fallback for a moment even when the
 * catalogue is in the same response, so what is outside it paints first: the title and the
 * tagline, with 'LOADING MUSIC LIBRARY' only where the catalogue will be.
 */
export default function MusicLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell>
      <HeroHeader kicker="KAIRO · New York" title="MUSIC">
        <p>
          Exclusive tracks you can own, and free tracks to stream in full. Every premium track plays
          a <strong>35-second preview</strong>.
        </p>
      </HeroHeader>
      {children}
    </PageShell>
  )
}
