'use client'

import { useEffect, useRef } from 'react'

import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/toast'

/**
 * The 'Unauthorized' toast for a visitor who opens the dashboard signed out (spec §2
 * "Dashboard"); the route guard sends them on to the sign-in page. Someone who signs out here
 * (the navigation's Logout, or ending this device's session) has their own message instead.
 */
export function SignedOutNotice() {
  const { status, leaving } = useSession()
  const wasSignedIn = useRef(false)
  const shown = useRef(false)

  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true
    if (status !== 'signed-out' || leaving || wasSignedIn.current || shown.current) return
    shown.current = true
    toast({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    })
  }, [status, leaving])

  return null
}
