import { CardTitle } from '@/components/Home/styles'
import { Icon } from '@/components/Primitives/Icon'
import { ServerImage } from '@/components/Primitives/ServerImage'

import { MembersBadge } from './MembersBadge.client'
import { VideoActions } from './VideoActions.client'
import styles from './VideoCard.module.css'
import type { VideoCardData } from './videoCard'
import { VideoFrame } from './VideoFrame.client'

// Two columns from md in the page's 1160px column (32px padding each side, 24px gap); one
// column inside 16px padding on a phone.
const THUMBNAIL_SIZES =
  '(min-width: 1160px) 536px, (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 32px)'

type Props = {
  video: VideoCardData
  /** Two digits, shown on the fallback when no thumbnail loads. */
  number: string
  /** Above the fold: its thumbnail loads first. */
  priority: boolean
}

/**
 * One video of the vault, rendered on the server. Only what depends on the session or plays is a
 * client island: the thumbnail frame, the members badge and the buttons.
 */
export function VideoCard({ video, number, priority }: Props) {
  return (
    <article className={styles.card}>
      <VideoFrame
        video={video}
        priority={priority}
        storedImage={
          video.storedThumbnail && (
            <ServerImage
              src={video.storedThumbnail}
              alt=""
              fill
              sizes={THUMBNAIL_SIZES}
              priority={priority}
              loading={priority ? undefined : 'lazy'}
            />
          )
        }
        fallback={
          <span className={styles.fallback} aria-hidden="true">
            <span>{number}</span>
            KAIRO
          </span>
        }
      >
        <span className={styles.play} aria-hidden="true">
          <Icon width="28" height="28" fill="currentColor" stroke="none">
            <path d="M8 5.5v13l11-6.5z" />
          </Icon>
        </span>
        <span className={styles.badges}>
          {video.isPromo && <span className={`${styles.label} ${styles.gold}`}>Promo</span>}
          {video.memberOnly && <MembersBadge />}
        </span>
      </VideoFrame>
      <div className={styles.body}>
        <CardTitle as="h2" className={styles.title}>
          {video.title}
        </CardTitle>
        {video.description && <p className={styles.description}>{video.description}</p>}
        <VideoActions video={video} />
      </div>
    </article>
  )
}
