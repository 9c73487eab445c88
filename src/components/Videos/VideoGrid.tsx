import { VideoCard } from './VideoCard'
import styles from './VideoGrid.module.css'
import type { VideoCardData } from './videoCard'
import { VideoVault } from './VideoVault.client'

// Two cards side by side from md: the first row is above the fold.
const ABOVE_THE_FOLD = 2

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
