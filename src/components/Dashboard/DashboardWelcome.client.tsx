'use client'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { useSession } from '@/components/Session/useSession'

export function DashboardWelcome() {
  const { user } = useSession()
  const name = user?.firstName?.trim() || 'Music Fan'

  return (
    <HeroHeader kicker="Your dashboard" title={`Welcome, ${name}`}>
      {user && (
        <p>
          Signed in as <strong>{user.email}</strong>
        </p>
      )}
    </HeroHeader>
  )
}
