import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/toast'

// Long enough to read the toast's title before the sign-in page replaces this one (spec §9).
const LOGIN_REDIRECT_MS = 500

/**
 * What the track buttons share (spec §4 "Purchase button"): whether the visitor is signed in,
 * asking the server while the session check has not settled, and the 'Login Required' toast
 * followed by the sign-in page, which brings them back to /music.
 */
export function useLoginRequired() {
  const router = useRouter()
  // Back to where the fan was after signing in: /music, or the release page they came from.
  const pathname = usePathname()
  const { status, user, refresh } = useSession()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  // Who is signed in, asking the server while the session check has not settled. The answer is
  // returned, not read from the context: a click handler's context is the one of its render.
  const signedInUser = useCallback(
    async () => (status === 'loading' ? await refresh() : (user ?? null)),
    [status, user, refresh],
  )

  const requireLogin = useCallback(() => {
    toast({ title: 'Login Required', description: 'Please login to purchase tracks.' })
    clearTimeout(timer.current)
    const next = pathname.startsWith('/releases/') ? pathname : '/music'
    timer.current = setTimeout(
      () => router.push(`/auth?next=${encodeURIComponent(next)}`),
      LOGIN_REDIRECT_MS,
    )
  }, [router, pathname])

  return { signedInUser, requireLogin }
}
