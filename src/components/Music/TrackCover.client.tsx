'use client'

import Image from 'next/image'
import { useState } from 'react'
import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { theme } from '@/styles/theme'

/**
 * The square cover. The title beside it names the track, so the image is decorative; a missing
 * or broken cover leaves a styled vinyl mark instead of an empty box.
 */
export function TrackCover({ src, eager = false }: { src: string | null; eager?: boolean }) {
  const [failed, setFailed] = useState(false)
  return (
    <Frame>
      {src && !failed ? (
        <Image
          src={src}
          alt=""
          fill
          sizes="(min-width: 768px) 180px, 96px"
          // The first covers sit above the fold; lazy loading would leave them blank at first.
          loading={eager ? 'eager' : 'lazy'}
          onError={() => setFailed(true)}
        />
      ) : (
        <Fallback aria-hidden="true">
          <Icon width="44" height="44">
            <circle cx="12" cy="12" r="10" />
            <circle cx="12" cy="12" r="3" />
          </Icon>
        </Fallback>
      )}
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
  flex: none;
  width: 96px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background:
    radial-gradient(circle at 30% 20%, rgba(225, 29, 72, 0.45), transparent 65%),
    ${theme.colors.surfaceRaised};

  img {
    object-fit: cover;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    width: 180px;
  }
`

const Fallback = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${theme.colors.muted};
`
