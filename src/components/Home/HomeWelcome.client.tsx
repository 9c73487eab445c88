'use client'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { useSession } from '@/components/Session/useSession'

/** 'Welcome, <first name>', falling back to the username and then to 'Music Fan'. */
export function HomeWelcome() {
  const { user } = useSession()
  const name = user?.firstName?.trim() || user?.username?.trim() || 'Music Fan'

  return (
    <HeroHeader kicker="KAIRO · New York" title={`Welcome, ${name}`}>
      <p>
        Your members&rsquo; home: new music, the video vault, the photos and the story behind it
        all.
      </p>
    </HeroHeader>
  )
}
