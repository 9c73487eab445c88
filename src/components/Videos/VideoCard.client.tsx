'use client'

import Image from 'next/image'
import { useRouter } from 'next/navigation'
import { type MouseEvent, useState } from 'react'

import { Button, ButtonLink } from '@/components/Form/buttons'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import {
  Actions,
  Badges,
  Body,
  Card,
  Description,
  Fallback,
  Frame,
  Label,
  Play,
  Title,
} from './VideoCard.styles'
import { SIGN_IN_TO_WATCH, type VideoCardData } from './videoCard'

type Props = {
  video: VideoCardData
  /** Two digits, shown on the fallback when no thumbnail loads. */
  number: string
  showMembersBadge: boolean
  onWatch: (video: VideoCardData) => void
}

export function VideoCard({ video, number, showMembersBadge, onWatch }: Props) {
  const { title, description, thumbnail, youtubeId, videoUrl } = video
  // A members-only video seen by a visitor: both buttons lead to sign in, then back here.
  const locked = videoUrl === null
  // YouTube's thumbnails do not load offline; the frame's own artwork stays instead.
  const [imageFailed, setImageFailed] = useState(false)
  const watch = () => {
    if (youtubeId) onWatch(video)
  }
  const router = useRouter()
  // The thumbnail is a mouse shortcut for 'Watch Here'; keyboard users have the button itself.
  const watchFromFrame = (event: MouseEvent) => {
    event.preventDefault()
    if (locked) router.push(SIGN_IN_TO_WATCH)
    else watch()
  }

  return (
    <Card>
      <Frame onClick={watchFromFrame} $playable={locked || Boolean(youtubeId)}>
        <Fallback aria-hidden="true">
          <span>{number}</span>
          KAIRO
        </Fallback>
        {thumbnail && !imageFailed && (
          <Image
            src={thumbnail.src}
            alt=""
            fill
            sizes="(min-width: 768px) 560px, 100vw"
            unoptimized={!thumbnail.stored}
            onError={() => setImageFailed(true)}
          />
        )}
        <Play aria-hidden="true">
          <Icon width="28" height="28" fill="currentColor" stroke="none">
            <path d="M8 5.5v13l11-6.5z" />
          </Icon>
        </Play>
        <Badges>
          {video.isPromo && <Label $tone="gold">Promo</Label>}
          {video.memberOnly && showMembersBadge && <Label $tone="dark">Members</Label>}
        </Badges>
      </Frame>
      <Body>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
        <Actions>
          {locked ? (
            <ButtonLink href={SIGN_IN_TO_WATCH} $size="md">
              <Icon width="16" height="16" fill="currentColor" stroke="none">
                <path d="M8 5.5v13l11-6.5z" />
              </Icon>
              Watch Here
              <VisuallyHidden>: {title} (members only: sign in first)</VisuallyHidden>
            </ButtonLink>
          ) : (
            <Button type="button" $size="md" onClick={watch} disabled={!youtubeId}>
              <Icon width="16" height="16" fill="currentColor" stroke="none">
                <path d="M8 5.5v13l11-6.5z" />
              </Icon>
              Watch Here
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          )}
          <ButtonLink
            as="a"
            href={videoUrl ?? SIGN_IN_TO_WATCH}
            {...(locked ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            $tone="secondary"
            $size="md"
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
          </ButtonLink>
        </Actions>
      </Body>
    </Card>
  )
}
