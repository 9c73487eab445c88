import { Icon } from '@/components/Primitives/Icon'
import { ServerImage } from '@/components/Primitives/ServerImage'

import type { PublicVideo } from '@/lib/catalogue/videos'

import styles from './LandingVideos.module.css'
import { MemberVideoLink } from './MemberVideoLink.client'

/*
 * The thumbnails' width: the content column (min(100vw, 1180px) less 2 × 20px) in three columns
 * with 20px gaps from md up, one column on phones, less the card's 12px padding and 1px border.
 */
const SIZES =
  '(min-width: 1180px) 341px, (min-width: 768px) calc((100vw - 80px) / 3 - 26px), calc(100vw - 66px)'

/** Three member videos, each marked 'Requires Login'; signed-out fans are sent to sign in. */
export function LandingVideos({ videos }: { videos: readonly PublicVideo[] }) {
  return (
    <ul className={styles.grid}>
      {videos.map((video) => (
        <li key={video.id}>
          <MemberVideoLink className={styles.card} aria-label={`${video.title} — requires login`}>
            <div className={styles.thumb}>
              {video.thumbnailUrl && (
                <ServerImage src={video.thumbnailUrl} alt="" fill sizes={SIZES} loading="lazy" />
              )}
              <span className={styles.lock}>
                <Icon width="12" height="12" strokeWidth="3">
                  <rect x="5" y="11" width="14" height="10" rx="2" />
                  <path d="M8 11V8a4 4 0 0 1 8 0v3" />
                </Icon>
                Requires Login
              </span>
            </div>
            <h3 className={styles.name}>{video.title}</h3>
            {video.description && <p className={styles.text}>{video.description}</p>}
          </MemberVideoLink>
        </li>
      ))}
    </ul>
  )
}
