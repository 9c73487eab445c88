import { MusicLibrary } from '@/components/Music/MusicLibrary'
import { serializeJsonLd } from '@/components/Music/musicJsonLd'
import { TrackCover } from '@/components/Music/TrackCover'
import { Kicker } from '@/components/Page/Kicker'
import { OwnedTracksProvider } from '@/components/Player/OwnedTracks.client'
import { clockSeconds } from '@/components/Player/previewWindow'
import type { PublicRelease } from '@/lib/catalogue/releases'

import { ReleaseBuy } from './ReleaseBuy.client'
import {
  releaseButtonLabel,
  releaseDay,
  releaseJsonLd,
  releaseKind,
  releasePriceLabel,
} from './releaseDisplay'
import styles from './ReleasePage.module.css'

/** 'Roll Call is yours at once, ' for a pre-order with teasers; nothing without. */
const teaserNote = (release: PublicRelease) => {
  const titles = release.tracks
    .filter((track) => release.teaserTrackIds.includes(track.id))
    .map((track) => track.title)
  if (titles.length === 0) return ''
  const names =
    titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`
  return `${names} ${titles.length === 1 ? 'is' : 'are'} yours at once, `
}

const totalLength = (release: PublicRelease) => {
  const seconds = release.tracks.reduce((sum, track) => sum + clockSeconds(track.duration), 0)
  return `${Math.floor(seconds / 60)} min`
}

/**
 * One release (/releases/{slug}): artwork, facts, price and buy button, then its tracklist with
 * each track's preview and buy button as on /music. A server component: the buttons and players
 * are the only client islands.
 */
export function ReleasePage({ release, siteUrl }: { release: PublicRelease; siteUrl: string }) {
  const count = release.tracks.length
  return (
    <OwnedTracksProvider>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(releaseJsonLd(release, siteUrl)) }}
      />
      <header className={styles.hero}>
        <div className={styles.cover}>
          <TrackCover src={release.coverImageUrl} priority size="release" />
        </div>
        <div className={styles.info}>
          <Kicker $rule>
            {release.preOrder ? `Pre-order · ${releaseKind(release)}` : releaseKind(release)}
          </Kicker>
          <h1 className={styles.title}>{release.title}</h1>
          <p className={styles.facts}>
            <strong>{release.artist}</strong> · {count} {count === 1 ? 'track' : 'tracks'},{' '}
            {totalLength(release)} · {release.preOrder ? 'Comes out' : 'Out'}{' '}
            <time dateTime={release.releaseDate}>{releaseDay(release)}</time>
          </p>
          {release.preOrder && (
            <p className={styles.preOrder}>
              Pre-order now: {teaserNote(release)}
              the whole release plays in full and downloads on {releaseDay(release)}.
            </p>
          )}
          {release.description && <p className={styles.description}>{release.description}</p>}
          <div className={styles.buy}>
            <div>
              <p className={styles.price}>{releasePriceLabel(release)}</p>
              {release.priceMode === 'name-your-price' && release.suggestedPrice && (
                <p className={styles.suggested}>${release.suggestedPrice} suggested</p>
              )}
            </div>
            <ReleaseBuy
              release={{
                id: release.id,
                title: release.title,
                trackIds: release.tracks.map((track) => track.id),
              }}
              label={releaseButtonLabel(release)}
            />
          </div>
          <p className={styles.formats}>
            {release.preOrder
              ? 'Every track lands in your dashboard, to play in full and download.'
              : release.formats.length > 0
                ? `The whole release in one download: ${release.formats.map((format) => format.label).join(' · ')}.`
                : 'Every track, yours to play in full and download from your dashboard.'}
          </p>
        </div>
      </header>
      <MusicLibrary
        tracks={release.tracks}
        label="Tracklist"
        counter={count === 1 ? 'TRACK' : 'TRACKS'}
        closing={null}
        priority={false}
        ownedProvided
      />
      {release.credits && (
        <section className={styles.credits} aria-label="Credits">
          <h2>Credits</h2>
          <p>{release.credits}</p>
        </section>
      )}
    </OwnedTracksProvider>
  )
}
