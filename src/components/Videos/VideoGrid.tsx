import { VideoCard } from './VideoCard'
import styles from './VideoGrid.module.css'
import type { VideoCardData } from './videoCard'
import { VideoVault } from './VideoVault.client'

// The first thumbnail is the page's largest image on a phone: it alone is fetched first (every
// image fetched early also delays the page's first paint on a slow line); the others are lazy.
const ABOVE_THE_FOLD = 1

/** The Video Vault's cards (server-rendered) inside the island that plays them. */
export function VideoGrid({ videos }: { videos: readonly VideoCardData[] }) {
  if (videos.length === 0) return <p className={styles.empty}>New videos drop soon. Check back.</p>

  return (
    <VideoVault>
      <ul className={styles.grid}>
        {videos.map((video, index) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              number={String(index + 1).padStart(2, '0')}
              priority={index < ABOVE_THE_FOLD}
            />
          </li>
        ))}
      </ul>
    </VideoVault>
  )
}
