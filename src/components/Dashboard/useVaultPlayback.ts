import {
  audioSource,
  clockSeconds,
  type PlaybackMode,
  playbackMode,
} from '@/components/Player/previewWindow'
import { useHandOverWhenLeaving } from '@/components/Player/useHandOverWhenLeaving'
import { usePlayer } from '@/components/Player/usePreviewAudio'
import type { PublicTrack } from '@/lib/catalogue/tracks'
import type { PublicPurchase } from '@/lib/commerce/purchases'

/**
 * How a vault entry plays, with the music page's player rules: a completed purchase (a free
 * track added to the library included) streams in full; a refunded or disputed one plays as
 * anyone would hear it on /music, and so does a track a pre-order holds until its day. Null
 * when it cannot play here: not completed, and no longer in the public catalogue.
 */
export const vaultPlaybackMode = (
  purchase: Pick<PublicPurchase, 'status'>,
  track: Pick<PublicTrack, 'price' | 'outOn'> | undefined,
): PlaybackMode | null => {
  if (track?.outOn) return 'preview'
  const owned = purchase.status === 'completed'
  if (owned) return 'full'
  return track ? playbackMode({ price: track.price, owned }) : null
}

/**
 * The <audio> of one vault entry and what its cover button and clock show. Playing when the
 * member leaves the dashboard, it plays on in the mini-player.
 */
export function useVaultPlayback(
  purchase: PublicPurchase & { trackId: string },
  track: PublicTrack | undefined,
) {
  const mode = vaultPlaybackMode(purchase, track)
  // The mode of an entry is fixed for the row's life (it changes only with a refetched list,
  // which remounts the rows), so the hook keeps the first one.
  const player = usePlayer(mode ?? 'full', track ? clockSeconds(track.duration) : 0)
  const source = mode
    ? audioSource({ id: purchase.trackId, previewUrl: track?.previewUrl ?? '' }, mode)
    : null
  useHandOverWhenLeaving(
    player.audioRef,
    mode && source
      ? {
          trackId: purchase.trackId,
          title: purchase.track?.title ?? track?.title ?? '',
          src: source,
          mode,
          expectedLength: player.total,
        }
      : null,
  )
  return {
    ...player,
    mode,
    source,
    length: player.total,
    started: player.playing || player.position > 0,
  }
}
