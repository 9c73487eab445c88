'use client'

import dynamic from 'next/dynamic'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

import { type SessionStatus, useSession } from '@/components/Session/useSession'

import { useMemberVideoLinks } from './useMemberVideoLinks'

// The player (and styled-components) is its own chunk, fetched the first time someone presses
// play: nobody sees it before, so the server never renders it.
const VideoPlayer = dynamic(
  () => import('./VideoPlayer.client').then((module) => module.VideoPlayer),
  { ssr: false },
)

type Playing = { youtubeId: string; title: string }

type Vault = {
  status: SessionStatus
  /** The members-only links a signed-in browser fetched; null until then, or for a visitor. */
  links: ReadonlyMap<string, string> | null
  watch: (video: Playing) => void
}

const VaultContext = createContext<Vault | null>(null)

/** What the cards' islands share: the session, the members' links and the play action. */
export function useVault(): Vault {
  const vault = useContext(VaultContext)
  if (!vault) throw new Error('useVault() needs a <VideoVault> above it')
  return vault
}

/**
 * The Video Vault's one stateful piece: the server-rendered grid comes in as children, and while
 * a video is playing the player sits over it.
 */
export function VideoVault({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const links = useMemberVideoLinks()
  const [playing, setPlaying] = useState<Playing | null>(null)
  const vault = useMemo<Vault>(() => ({ status, links, watch: setPlaying }), [status, links])

  return (
    <VaultContext value={vault}>
      {children}
      {playing && (
        <VideoPlayer
          youtubeId={playing.youtubeId}
          title={playing.title}
          onClose={() => setPlaying(null)}
        />
      )}
    </VaultContext>
  )
}
