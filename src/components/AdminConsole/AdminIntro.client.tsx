'use client'

import { HeroHeader } from '@/components/Page/HeroHeader.client'
import { useSession } from '@/components/Session/useSession'

export function AdminIntro() {
  const { user } = useSession()
  const readOnly = user?.role === 'viewer'

  return (
    <HeroHeader kicker={readOnly ? 'Staff · read-only' : 'Staff'} title="ADMIN CONSOLE">
      <p>
        User management and audit logs get their own screens here soon. Until then, every account,
        log and track lives in the CMS.
        {readOnly && ' Your viewer role can look at everything and change nothing.'}
      </p>
    </HeroHeader>
  )
}
