'use client'

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'

import { useSession } from '@/components/Session/useSession'
import { apiFetch } from '@/lib/api/client'

import { ownedTrackIds, type Purchase } from './ownership'

const NONE: ReadonlySet<string> = new Set()

type OwnedTracks = {
  ids: ReadonlySet<string>
  /**
   * Records a track a member just got (a free one added to the library) without a refetch. The
   * member is named by the caller: a click made while the session was still being checked runs
   * with this provider's value from before it settled.
   */
  add: (trackId: string, userId: string) => void
}

const OwnedTracksContext = createContext<OwnedTracks>({ ids: NONE, add: () => undefined })

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
      .then(
        (purchases) =>
          live &&
          // A track added while the list was on its way (a free one got at once) stays: the
          // answer may have been read before it was.
          setOwned((previous) => ({
            userId,
            ids: new Set([
              ...ownedTrackIds(purchases),
              ...(previous?.userId === userId ? previous.ids : NONE),
            ]),
          })),
      )
      // On failure the member owns nothing here but what was added on this page.
      .catch(
        () =>
          live &&
          setOwned((previous) => (previous?.userId === userId ? previous : { userId, ids: NONE })),
      )
    return () => {
      live = false
    }
  }, [userId])

  const add = useCallback((trackId: string, forUser: string) => {
    setOwned((previous) => {
      const ids = previous?.userId === forUser ? previous.ids : NONE
      return { userId: forUser, ids: new Set([...ids, trackId]) }
    })
  }, [])

  // Purchases fetched for someone who has since signed out must not unlock anything.
  const ids = owned && owned.userId === userId ? owned.ids : NONE
  const value = useMemo(() => ({ ids, add }), [ids, add])
  return <OwnedTracksContext.Provider value={value}>{children}</OwnedTracksContext.Provider>
}

export const useOwnsTrack = (trackId: string): boolean =>
  useContext(OwnedTracksContext).ids.has(trackId)

export const useAddOwnedTrack = (): OwnedTracks['add'] => useContext(OwnedTracksContext).add

/** Every track the member owns (a release page asks whether all of its tracks are). */
export const useOwnedTracks = (): ReadonlySet<string> => useContext(OwnedTracksContext).ids
