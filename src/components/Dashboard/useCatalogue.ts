import { useEffect, useState } from 'react'

import { apiFetch } from '@/lib/api/client'
import type { PublicRelease } from '@/lib/catalogue/releases'
import type { PublicTrack } from '@/lib/catalogue/tracks'

export type Catalogue = ReadonlyMap<string, PublicTrack>
export type Releases = ReadonlyMap<string, PublicRelease>

/**
 * A public catalogue list by id, read once. A failure leaves it empty: the purchases still list,
 * with the plain mark instead of a cover.
 */
function useListById<T extends { id: string }>(url: string): ReadonlyMap<string, T> {
  const [byId, setById] = useState<ReadonlyMap<string, T>>(() => new Map())

  useEffect(() => {
    let live = true
    apiFetch<T[]>(url).then(
      (list) => live && setById(new Map(list.map((item) => [item.id, item]))),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [url])

  return byId
}

/** The published tracks (GET /api/tracks), for the vault's covers and players. */
export const useCatalogue = (): Catalogue => useListById<PublicTrack>('/api/tracks')

/** The published releases (GET /api/releases): covers and formats of bought releases. */
export const useReleases = (): Releases => useListById<PublicRelease>('/api/releases')
