'use client'

import { usePathname, useRouter } from 'next/navigation'
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import { toast } from '@/components/Toast/toast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'
import { mayBeSignedIn } from '@/lib/auth/sessionHint'

import { fetchCurrentUser } from './fetchCurrentUser'
import { SESSION_STALE_MS, SessionContext, type SessionValue } from './sessionContext'

type Props = { children: ReactNode }

/**
 * Who is signed in, settled in the browser: pages are the same for every visitor (they are
 * cached), so the session starts unknown ('loading') and the browser asks /api/auth/me, only
 * when the session hint cookie says someone may be signed in.
 */
export function SessionProvider({ children }: Props) {
  // undefined means "not known yet".
  const [user, setUserState] = useState<PublicUser | null | undefined>(undefined)
  const current = useRef<PublicUser | null | undefined>(undefined)
  const fetchedAt = useRef<number | null>(null)
  const inflight = useRef<Promise<PublicUser | null> | null>(null)
  // Bumped by every local change, so an answer that was already on its way cannot undo it.
  const generation = useRef(0)
  const initSent = useRef(false)
  const router = useRouter()
  const pathname = usePathname()
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null)
  // Once the logout's navigation has landed, guards may redirect again.
  if (leavingFrom !== null && leavingFrom !== pathname) setLeavingFrom(null)

  // A transition: parts of the page still waiting for their code (a lazily loaded form, with
  // whatever the fan has typed into its server HTML) wait for it and then hydrate, where an
  // urgent update would make React throw their server HTML away and render them afresh.
  const settle = useCallback((next: PublicUser | null) => {
    startTransition(() => setUserState(next))
  }, [])

  const apply = useCallback(
    (next: PublicUser | null) => {
      current.current = next
      fetchedAt.current = Date.now()
      settle(next)
    },
    [settle],
  )

  const refresh = useCallback(
    ({
      force = false,
      onlyIfHinted = false,
    }: {
      force?: boolean
      /** Without the session hint cookie nobody is signed in here: no need to ask. */
      onlyIfHinted?: boolean
    } = {}): Promise<PublicUser | null> => {
      const age = fetchedAt.current === null ? Infinity : Date.now() - fetchedAt.current
      if (!force && age < SESSION_STALE_MS) return Promise.resolve(current.current ?? null)
      if (!force && inflight.current) return inflight.current

      const ticket = ++generation.current
      const lookup =
        onlyIfHinted && !mayBeSignedIn(document.cookie) ? Promise.resolve(null) : fetchCurrentUser()
      const request = lookup
        .then(
          (fresh) => {
            if (ticket === generation.current) apply(fresh)
            return fresh
          },
          (error: unknown) => {
            // No retry (spec §4). A session still unknown is treated as signed out; a known one
            // is kept rather than thrown away over a network hiccup.
            console.error('Could not check the session', error)
            if (ticket === generation.current && current.current === undefined) {
              current.current = null
              settle(null)
            }
            return current.current ?? null
          },
        )
        .finally(() => {
          if (inflight.current === request) inflight.current = null
        })
      inflight.current = request
      return request
    },
    [apply, settle],
  )

  const setUser = useCallback(
    (next: PublicUser | null) => {
      generation.current++
      apply(next)
    },
    [apply],
  )

  const logout = useCallback(
    async ({ redirectTo }: { redirectTo?: string } = {}) => {
      try {
        await apiFetch('/api/auth/logout', { method: 'POST' })
      } catch (error) {
        console.error('Logout failed', error)
      }
      generation.current++
      if (redirectTo && redirectTo !== pathname) {
        setLeavingFrom(pathname)
        router.push(redirectTo)
      }
      apply(null)
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' })
    },
    [apply, pathname, router],
  )

  useEffect(() => {
    if (!initSent.current) {
      initSent.current = true
      // Start-up ping (spec §7); its answer means nothing to the page.
      apiFetch('/api/init').catch(() => undefined)
    }
    if (current.current === undefined) void refresh({ onlyIfHinted: true })
  }, [refresh])

  const value = useMemo<SessionValue>(
    () => ({
      status: user === undefined ? 'loading' : user ? 'signed-in' : 'signed-out',
      user: user ?? null,
      setUser,
      refresh,
      logout,
      leaving: leavingFrom !== null,
    }),
    [user, setUser, refresh, logout, leavingFrom],
  )

  return <SessionContext value={value}>{children}</SessionContext>
}
