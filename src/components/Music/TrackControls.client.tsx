'use client'

import { useOwnsTrack } from '@/components/Player/OwnedTracks.client'
import { type PlayerTrack, PreviewPlayer } from '@/components/Player/PreviewPlayer.client'

import { FreeTrackButton } from './FreeTrackButton.client'
import { PurchaseButton } from './PurchaseButton.client'
import styles from './TrackControls.module.css'
import { isGiveaway } from './trackDisplay'

/**
 * What moves on a track card: its player, and the way to get the track: 'Get it free' for a
 * free one, the buy button ('Name your price' where the fan chooses, 'Pre-order' before a
 * pre-order's day) or, once the member owns it, the Owned (or Pre-ordered) mark. The only client
 * part of the card; it takes plain props.
 */
export function TrackControls({ track }: { track: PlayerTrack }) {
  const owned = useOwnsTrack(track.id)
  return (
    <>
      <PreviewPlayer track={track} />
      {isGiveaway(track) ? (
        <FreeTrackButton trackId={track.id} title={track.title} owned={owned} />
      ) : owned ? (
        <span className={styles.owned}>{track.outOn ? 'Pre-ordered' : 'Owned'}</span>
      ) : (
        <PurchaseButton
          trackId={track.id}
          title={track.title}
          label={
            track.priceMode === 'name-your-price'
              ? 'Name your price'
              : `${track.outOn ? 'Pre-order' : 'Buy'} $${track.price}`
          }
        />
      )}
    </>
  )
}
