import { CardTitle } from '@/components/Home/styles'
import { isFreePrice } from '@/components/Player/previewWindow'
import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import styles from './TrackCard.module.css'
import { TrackControls } from './TrackControls.client'
import { TrackCover } from './TrackCover'
import { TrackDetails } from './TrackDetails.client'
import { priceBadge, trackNumber } from './trackDisplay'

type Props = {
  track: PublicTrack
  index: number
  /** The cover is the page's first image; by default the catalogue's first one is. */
  priority?: boolean
}

/**
 * One catalogue entry: cover, number, facts, its player and the way to buy it. A server
 * component: only the controls (player, buy button, owned state) and the details button are
 * client islands. Put it inside an <OwnedTracksProvider> so the controls know what the member
 * owns. The same markup is a tall card or, when the fan chose the list (trackView.ts), one
 * compact row: the CSS Module lays it out either way.
 */
export function TrackCard({ track, index, priority = index === 0 }: Props) {
  const free = isFreePrice(track.price)
  const titleId = `track-${track.id}-title`

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>
        <TrackCover src={track.coverImageUrl} priority={priority} />
      </div>
      <div className={styles.info}>
        <div className={styles.top}>
          <span className={styles.number}>{trackNumber(index)}</span>
          <span className={free ? `${styles.badge} ${styles.free}` : styles.badge}>
            {priceBadge(track)}
          </span>
        </div>
        <CardTitle as="h2" id={titleId}>
          {track.title}
        </CardTitle>
        <p className={styles.facts}>
          {track.artist} <span aria-hidden="true">•</span> <time>{track.duration}</time>
          {track.outOn && (
            <>
              {' '}
              <span aria-hidden="true">•</span>{' '}
              <span className={styles.outOn}>
                Pre-order, out <time dateTime={track.outOn}>{releaseDayLabel(track.outOn)}</time>
              </span>
            </>
          )}
        </p>
        {(track.description || track.formats.length > 0 || track.lyrics || track.credits) && (
          <TrackDetails id={`track-${track.id}-details`} title={track.title}>
            {track.description && <p className={styles.description}>{track.description}</p>}
            {track.formats.length > 0 && (
              <p className={styles.formats}>
                {free ? 'Download free as ' : 'Download as '}
                {track.formats.map((format) => format.label).join(' · ')}
              </p>
            )}
            {(track.lyrics || track.credits) && (
              <details className={styles.lyrics}>
                <summary>{track.lyrics ? 'Lyrics and credits' : 'Credits'}</summary>
                {track.lyrics && <p className={styles.lyricsText}>{track.lyrics}</p>}
                {track.credits && <p className={styles.credits}>{track.credits}</p>}
              </details>
            )}
          </TrackDetails>
        )}
      </div>
      <div className={styles.controls}>
        <TrackControls
          track={{
            id: track.id,
            title: track.title,
            price: track.price,
            priceMode: track.priceMode,
            previewUrl: track.previewUrl,
            previewStart: track.previewStart,
            duration: track.duration,
            outOn: track.outOn,
          }}
        />
      </div>
    </article>
  )
}
