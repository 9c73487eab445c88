'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'

import {
  getMiniPlayerTrack,
  getServerMiniPlayerTrack,
  subscribeMiniPlayer,
} from './miniPlayerStore'

// The player bar's code loads when a track is first handed over, not with every page.
const MiniPlayer = dynamic(
  () => import('./MiniPlayer.client').then((module) => module.MiniPlayer),
  {
    ssr: false,
  },
)

/** Where the mini-player appears, in the site's layout: it outlives page changes. */
export function MiniPlayerSlot() {
  const track = useSyncExternalStore(
    subscribeMiniPlayer,
    getMiniPlayerTrack,
    getServerMiniPlayerTrack,
  )
  // A new track is a new player: its audio starts afresh at the handed-over second.
  return track ? <MiniPlayer key={`${track.trackId}:${track.mode}`} track={track} /> : null
}
