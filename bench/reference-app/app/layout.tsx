import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: 'Empty page reference',
  description: 'Plain text on a bare Next.js page: the floor the Lighthouse benchmark compares to.',
  // No favicon request, so no 404 in the console.
  icons: { icon: 'data:,' },
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
