import { useEffect, useState } from 'react'

import { apiFetch } from '@/lib/api/client'
import type { PublicTrack } from '@/lib/catalogue/tracks'

export type Catalogue = ReadonlyMap<string, PublicTrack>

const EMPTY: Catalogue = new Map()

/**
 * The public catalogue by track id (GET /api/tracks), for the vault's covers and players. A
 * failure leaves it empty: the purchases still list, with the plain mark instead of a cover.
 */
export function useCatalogue(): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>(EMPTY)

  useEffect(() => {
    let live = true
    apiFetch<PublicTrack[]>('/api/tracks').then(
      (tracks) => live && setCatalogue(new Map(tracks.map((track) => [track.id, track]))),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])

  return catalogue
}
