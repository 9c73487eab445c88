import { OwnedTracksProvider } from '@/components/Player/OwnedTracks.client'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import styles from './MusicLibrary.module.css'
import { MusicEmpty } from './MusicEmpty'
import { TrackCard } from './TrackCard'
import { TrackViewSwitch } from './TrackViewSwitch.client'

/**
 * The counter, the cards-or-list switch, the numbered tracks (or the empty state) and the
 * closing line. A server component: only the switch and each track's controls hydrate, under one
 * provider of the member's purchases.
 */
export function MusicLibrary({
  tracks,
  label = 'Tracks',
  counter = 'TRACKS AVAILABLE',
  closing = 'MORE TRACKS COMING SOON',
  priority = true,
  ownedProvided = false,
}: {
  tracks: readonly PublicTrack[]
  /** The section's name, and the words after the count ('TRACKS AVAILABLE'). */
  label?: string
  counter?: string
  /** The closing line under the list; none when null. */
  closing?: string | null
  /** Whether the first cover is the page's first image (the Music page without releases). */
  priority?: boolean
  /** The page has its own <OwnedTracksProvider> around this (one read of the purchases). */
  ownedProvided?: boolean
}) {
  const list = (
    <ol className={styles.list} data-track-list="">
      {tracks.map((track, index) => (
        <li key={track.id}>
          <TrackCard track={track} index={index} priority={priority && index === 0} />
        </li>
      ))}
    </ol>
  )
  return (
    <section className={styles.section} aria-label={label}>
      <div className={styles.bar}>
        <p className={styles.counter}>
          <strong>{tracks.length}</strong> {counter}
        </p>
        {tracks.length > 0 && <TrackViewSwitch />}
      </div>
      {tracks.length === 0 ? (
        <MusicEmpty />
      ) : ownedProvided ? (
        list
      ) : (
        <OwnedTracksProvider>{list}</OwnedTracksProvider>
      )}
      {closing && <p className={styles.closing}>{closing}</p>}
    </section>
  )
}
