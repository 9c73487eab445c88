'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { useSession } from '@/components/Session/useSession'
import { apiFetch } from '@/lib/api/client'

import { ownedTrackIds, type Purchase } from './ownership'

const NONE: ReadonlySet<string> = new Set()

const OwnedTracksContext = createContext<ReadonlySet<string>>(NONE)

/**
 * Asks for the member's purchases once for the whole page, not once per player. Signed out,
 * or on any failure (a 401 included), the listener owns nothing and hears previews.
 */
export function OwnedTracksProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession()
  const userId = status === 'signed-in' ? user?.id : undefined
  const [owned, setOwned] = useState<{ userId: string; ids: ReadonlySet<string> } | null>(null)

  useEffect(() => {
    if (!userId) return
    let live = true
    apiFetch<Purchase[]>('/api/user/purchases')
      .then((purchases) => live && setOwned({ userId, ids: ownedTrackIds(purchases) }))
      .catch(() => live && setOwned({ userId, ids: NONE }))
    return () => {
      live = false
    }
  }, [userId])

  // Purchases fetched for someone who has since signed out must not unlock anything.
  const ids = owned && owned.userId === userId ? owned.ids : NONE
  return <OwnedTracksContext.Provider value={ids}>{children}</OwnedTracksContext.Provider>
}

export const useOwnsTrack = (trackId: string): boolean =>
  useContext(OwnedTracksContext).has(trackId)
