import { CardTitle } from '@/components/Home/styles'
import { isFreePrice } from '@/components/Player/previewWindow'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import styles from './TrackCard.module.css'
import { TrackControls } from './TrackControls.client'
import { TrackCover } from './TrackCover'
import { priceBadge, trackNumber } from './trackDisplay'

type Props = {
  track: PublicTrack
  index: number
  /** The cover is the page's first image; by default the catalogue's first one is. */
  priority?: boolean
}

/**
 * One catalogue entry: cover, number, facts, its player and the way to buy it. A server
 * component: only the controls (player, buy button, owned state) are a client island. Put it
 * inside an <OwnedTracksProvider> so the controls know what the member owns.
 */
export function TrackCard({ track, index, priority = index === 0 }: Props) {
  const free = isFreePrice(track.price)
  const titleId = `track-${track.id}-title`

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <TrackCover src={track.coverImageUrl} priority={priority} />
      <div className={styles.info}>
        <div className={styles.top}>
          <span className={styles.number}>{trackNumber(index)}</span>
          <span className={free ? `${styles.badge} ${styles.free}` : styles.badge}>
            {priceBadge(track.price)}
          </span>
        </div>
        <CardTitle as="h2" id={titleId}>
          {track.title}
        </CardTitle>
        <p className={styles.facts}>
          {track.artist} <span aria-hidden="true">•</span> <time>{track.duration}</time>
        </p>
        {track.description && <p className={styles.description}>{track.description}</p>}
      </div>
      <div className={styles.controls}>
        <TrackControls
          track={{
            id: track.id,
            title: track.title,
            price: track.price,
            previewUrl: track.previewUrl,
            previewStart: track.previewStart,
            duration: track.duration,
          }}
        />
      </div>
    </article>
  )
}
