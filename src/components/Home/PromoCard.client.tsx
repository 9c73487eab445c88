'use client'

import Image from 'next/image'
import { useState } from 'react'
import styled from 'styled-components'

import { buttonClassName } from '@/components/Form/buttons'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { useMemberVideoLinks } from '@/components/Videos/useMemberVideoLinks'

import { type PromoVideo, promoWithLink } from './promoVideo'
import { CardTitle } from './styles'
import { theme } from '@/styles/theme'

/**
 * The featured video as one large card. The whole card opens the video, through its single
 * 'Watch on YouTube' link, so keyboard and screen-reader users meet one link, not two.
 */
export function PromoCard({ video: promo }: { video: PromoVideo }) {
  const links = useMemberVideoLinks()
  const link = promo.videoUrl ?? links?.get(promo.id) ?? null
  const { title, description, videoUrl, image } = link ? promoWithLink(promo, link) : promo
  // A thumbnail that fails to load leaves the frame's own gradient, not a broken-image box.
  const [imageFailed, setImageFailed] = useState(false)
  return (
    <Card>
      <Frame>
        {image && !imageFailed && (
          <Image
            src={image.src}
            alt=""
            fill
            sizes="(min-width: 1024px) 560px, 100vw"
            // The YouTube fallback is not an allowed image host; the browser loads it directly.
            unoptimized={!image.stored}
            onError={() => setImageFailed(true)}
          />
        )}
        <Badge>Promo</Badge>
        <Play aria-hidden="true">
          <Icon width="30" height="30" fill="currentColor" stroke="none">
            <path d="M8 5.5v13l11-6.5z" />
          </Icon>
        </Play>
      </Frame>
      <Body>
        <CardTitle>{title}</CardTitle>
        {description && <Description>{description}</Description>}
        <div>
          <WatchLink
            className={buttonClassName({ $size: 'lg' })}
            // The home page is for signed-in members; until the link is in, the vault has it.
            href={videoUrl ?? '/videos'}
            target="_blank"
            rel="noopener noreferrer"
          >
            Watch on YouTube
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            <Icon width="18" height="18">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </Icon>
          </WatchLink>
        </div>
      </Body>
    </Card>
  )
}

const Card = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(90% 120% at 100% 100%, rgba(225, 29, 72, 0.18), transparent 60%),
    ${theme.colors.surface};
  transition: border-color 200ms ease;

  &:hover {
    border-color: ${theme.colors.accent};
  }

  /* Side by side only where the text column has room for the call-to-action on one line. */
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

// 4:3 is the shape of both sources (the stored 400×300 thumbnail and YouTube's hqdefault), so
// neither is cropped again here.
const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background:
    linear-gradient(135deg, rgba(225, 29, 72, 0.35), transparent 55%), ${theme.colors.surfaceRaised};

  img {
    object-fit: cover;
    transition: transform 400ms ease;
  }

  ${Card}:hover & img {
    transform: scale(1.03);
  }

  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
    ${Card}:hover & img {
      transform: none;
    }
  }
`

const Badge = styled.span`
  position: absolute;
  top: ${theme.space(4)};
  left: ${theme.space(4)};
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.gold};
  color: ${theme.colors.background};
  font-size: 0.72rem;
  font-weight: 900;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`

const Play = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;

  svg {
    box-sizing: content-box;
    padding: ${theme.space(5)};
    border-radius: 50%;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    box-shadow: 0 0 0 2px rgb(255 255 255 / 0.7);
    backdrop-filter: blur(6px);
    transition: background 200ms ease;
  }

  ${Card}:hover & svg {
    background: ${theme.colors.accent};
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(10)};
  }
`

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 1.05rem;
`

// An external link (YouTube): a plain <a> in the site's button style.
const WatchLink = styled.a`
  margin-top: ${theme.space(2)};

  /* The call-to-action label does not fit a phone-wide card on one line at its full size. */
  @media (width < ${theme.breakpoints.md}) {
    width: 100%;
    font-size: 1rem;
  }

  /* Stretches the link over the whole card: one link, one large click target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  /* The call to action's hover lift would make the link the box of its own overlay, shrinking
     the click target back to the button; the card shows the hover instead. */
  &&&:hover {
    transform: none;
  }
`
