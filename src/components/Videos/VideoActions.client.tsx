'use client'

import { Button, ButtonLink, buttonClassName } from '@/components/Form/buttons'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import styles from './VideoCard.module.css'
import { SIGN_IN_TO_WATCH, type VideoCardData, withMemberLink } from './videoCard'
import { useVault } from './VideoVault.client'

const PlayIcon = () => (
  <Icon width="16" height="16" fill="currentColor" stroke="none">
    <path d="M8 5.5v13l11-6.5z" />
  </Icon>
)

/**
 * 'Watch Here' and 'YouTube'. A client island: for a members-only video both lead to sign in
 * until the signed-in browser has fetched its link.
 */
export function VideoActions({ video }: { video: VideoCardData }) {
  const { links, watch } = useVault()
  const { title, youtubeId, videoUrl } = withMemberLink(video, links)
  const locked = videoUrl === null

  return (
    <div className={styles.actions}>
      {locked ? (
        <ButtonLink href={SIGN_IN_TO_WATCH} $size="md">
          <PlayIcon />
          Watch Here
          <VisuallyHidden>: {title} (members only: sign in first)</VisuallyHidden>
        </ButtonLink>
      ) : (
        <Button
          type="button"
          $size="md"
          onClick={() => {
            if (youtubeId) watch({ youtubeId, title })
          }}
          disabled={!youtubeId}
        >
          <PlayIcon />
          Watch Here
          <VisuallyHidden>: {title}</VisuallyHidden>
        </Button>
      )}
      <a
        href={videoUrl ?? SIGN_IN_TO_WATCH}
        {...(locked ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        className={buttonClassName({ $tone: 'secondary', $size: 'md' })}
        aria-label={
          locked
            ? `Watch ${title} on YouTube (members only: sign in first)`
            : `Watch ${title} on YouTube (opens in a new tab)`
        }
      >
        YouTube
        <Icon width="16" height="16">
          {locked ? (
            <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />
          ) : (
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          )}
        </Icon>
      </a>
    </div>
  )
}
