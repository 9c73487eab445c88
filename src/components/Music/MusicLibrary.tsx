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
export function MusicLibrary({ tracks }: { tracks: readonly PublicTrack[] }) {
  return (
    <section className={styles.section} aria-label="Tracks">
      <div className={styles.bar}>
        <p className={styles.counter}>
          <strong>{tracks.length}</strong> TRACKS AVAILABLE
        </p>
        {tracks.length > 0 && <TrackViewSwitch />}
      </div>
      {tracks.length === 0 ? (
        <MusicEmpty />
      ) : (
        <OwnedTracksProvider>
          <ol className={styles.list} data-track-list="">
            {tracks.map((track, index) => (
              <li key={track.id}>
                <TrackCard track={track} index={index} />
              </li>
            ))}
          </ol>
        </OwnedTracksProvider>
      )}
      <p className={styles.closing}>MORE TRACKS COMING SOON</p>
    </section>
  )
}
