import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { StyledRegistry } from '@/components/StyledRegistry/StyledRegistry.client'

export const metadata: Metadata = {
  title: { default: 'KAIRO — Official Site', template: '%s · KAIRO' },
  description: 'The official home of KAIRO: music, videos, photos and the story, from New York.',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledRegistry>{children}</StyledRegistry>
      </body>
    </html>
  )
}
