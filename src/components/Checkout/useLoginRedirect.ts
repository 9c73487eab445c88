import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { loginRedirect } from '@/components/RouteGuard/guardOutcome'
import { toast } from '@/components/Toast/toast'

// Long enough to read the toast's title before the sign-in page replaces this one (spec §9).
export const LOGIN_REDIRECT_MS = 500

/**
 * The 'Unauthorized' toast, then the sign-in page half a second later; once signed in, the
 * member comes back to the page they were on. Calling it again while it waits does nothing.
 */
export function useLoginRedirect(): () => void {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const warned = useRef(false)

  // Cleared on unmount, and forgotten: React's development remount must be able to set it again.
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      timer.current = undefined
    },
    [],
  )

  return useCallback(() => {
    if (!warned.current) {
      warned.current = true
      toast({
        variant: 'destructive',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      })
    }
    if (timer.current !== undefined) return
    const { pathname, search } = window.location
    timer.current = setTimeout(
      () => router.replace(loginRedirect('/auth', pathname + search)),
      LOGIN_REDIRECT_MS,
    )
  }, [router])
}
