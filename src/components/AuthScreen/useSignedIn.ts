'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/useToast'
import type { PublicUser } from '@/lib/auth/publicUser'

/**
 * What every way in (password, code, new account) does once the server has opened a session:
 * store the user, greet them and go where they were heading. The refresh makes server
 * components re-read the new session cookie. `leaving` stays true while the next page loads,
 * so the form keeps its pending label and nobody submits twice.
 */
export function useSignedIn(next: string | null) {
  const router = useRouter()
  const { setUser } = useSession()
  const [leaving, setLeaving] = useState(false)

  const signedIn = useCallback(
    (user: PublicUser, greeting: { title: string; description: string }) => {
      setLeaving(true)
      setUser(user)
      toast(greeting)
      router.push(next || '/')
      router.refresh()
    },
    [next, router, setUser],
  )

  return { signedIn, leaving }
}
