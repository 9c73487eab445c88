'use client'

import { useRouter } from 'next/navigation'
import { type MouseEvent, type ReactNode, useState } from 'react'

import styles from './VideoCard.module.css'
import { SIGN_IN_TO_WATCH, type VideoCardData, withMemberLink } from './videoCard'
import { useVault } from './VideoVault.client'
import { classNames } from '@/components/Primitives/classNames'

type Props = {
  video: VideoCardData
  /** The artwork under the thumbnail (server-rendered). */
  fallback: ReactNode
  /** The play disc and the badges over the thumbnail (server-rendered). */
  children: ReactNode
  /** The thumbnail uploaded in the CMS, rendered (and optimised) on the server. */
  storedImage: ReactNode
  /** The first cards are above the fold: their thumbnails load first. */
  priority: boolean
}

/**
 * A card's thumbnail: a mouse shortcut for 'Watch Here' (keyboard users have the button itself).
 * A client island because the thumbnail and the link depend on the session.
 */
export function VideoFrame({ video, fallback, storedImage, children, priority }: Props) {
  const { links, watch } = useVault()
  const router = useRouter()
  const { thumbnail, youtubeId, videoUrl, title } = withMemberLink(video, links)
  // A members-only video seen by a visitor: a click leads to sign in, then back here.
  const locked = videoUrl === null
  // YouTube's thumbnails do not load offline; the frame's own artwork stays instead.
  const [imageFailed, setImageFailed] = useState(false)

  const watchFromFrame = (event: MouseEvent) => {
    event.preventDefault()
    if (locked) router.push(SIGN_IN_TO_WATCH)
    else if (youtubeId) watch({ youtubeId, title })
  }

  return (
    <div
      className={classNames(styles.frame, (locked || youtubeId) && styles.playable)}
      onClick={watchFromFrame}
    >
      {fallback}
      {thumbnail?.stored && storedImage}
      {/* YouTube's own thumbnail, once a member's link is in: not for the image optimiser. */}
      {thumbnail && !thumbnail.stored && !imageFailed && (
        // eslint-disable-next-line @next/next/no-img-element -- an outside image, served as is
        <img
          className={styles.thumbnail}
          src={thumbnail.src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          onError={() => setImageFailed(true)}
        />
      )}
      {children}
    </div>
  )
}
