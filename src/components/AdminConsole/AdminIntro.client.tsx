'use client'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { useSession } from '@/components/Session/useSession'

export function AdminIntro() {
  const { user } = useSession()
  const readOnly = user?.role !== 'admin'

  return (
    <HeroHeader kicker={readOnly ? 'Staff · read-only' : 'Staff'} title="ADMIN CONSOLE">
      <p>
        Every account and every security event in one place.
        {readOnly
          ? ' Your viewer account can look at everything and change nothing.'
          : ' Lock, unlock and change roles here; every change lands in the audit log.'}
      </p>
    </HeroHeader>
  )
}
