'use client'

import Image from 'next/image'
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
import type { VideoCardData } from './videoCard'

type Props = {
  video: VideoCardData
  /** Two digits, shown on the fallback when no thumbnail loads. */
  number: string
  showMembersBadge: boolean
  onWatch: (video: VideoCardData) => void
}

export function VideoCard({ video, number, showMembersBadge, onWatch }: Props) {
  const { title, description, thumbnail, youtubeId, videoUrl } = video
  // YouTube's thumbnails do not load offline; the frame's own artwork stays instead.
  const [imageFailed, setImageFailed] = useState(false)
  const watch = () => {
    if (youtubeId) onWatch(video)
  }
  // The thumbnail is a mouse shortcut for 'Watch Here'; keyboard users have the button itself.
  const watchFromFrame = (event: MouseEvent) => {
    event.preventDefault()
    watch()
  }

  return (
    <Card>
      <Frame onClick={watchFromFrame} $playable={Boolean(youtubeId)}>
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
          <Button type="button" $size="md" onClick={watch} disabled={!youtubeId}>
            <Icon width="16" height="16" fill="currentColor" stroke="none">
              <path d="M8 5.5v13l11-6.5z" />
            </Icon>
            Watch Here
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Button>
          <ButtonLink
            as="a"
            href={videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            $tone="secondary"
            $size="md"
            aria-label={`Watch ${title} on YouTube (opens in a new tab)`}
          >
            YouTube
            <Icon width="16" height="16">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </Icon>
          </ButtonLink>
        </Actions>
      </Body>
    </Card>
  )
}
