'use client'

import { useEffect, useState } from 'react'

import { useSession } from '@/components/Session/useSession'
import { apiFetch } from '@/lib/api/client'

type ListedVideo = { id: string; videoUrl: string | null }

/**
 * The links of members-only videos, for a signed-in account. The pages are the same for everyone
 * (cached), so they carry no such link; once the session is known, GET /api/videos gives them.
 * Null until then, or for a visitor.
 */
export function useMemberVideoLinks(): ReadonlyMap<string, string> | null {
  const { status } = useSession()
  const [links, setLinks] = useState<ReadonlyMap<string, string> | null>(null)
  const signedIn = status === 'signed-in'

  useEffect(() => {
    if (!signedIn) return
    let current = true
    apiFetch<ListedVideo[]>('/api/videos')
      .then((videos) => {
        if (!current) return
        const found = videos.flatMap(({ id, videoUrl }) =>
          videoUrl ? [[id, videoUrl] as const] : [],
        )
        setLinks(new Map(found))
      })
      // Without the links the cards keep sending people to sign in; nothing else breaks.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [signedIn])

  return signedIn ? links : null
}
