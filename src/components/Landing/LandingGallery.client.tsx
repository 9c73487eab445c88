'use client'

import Image from 'next/image'
import styled from 'styled-components'

import type { PublicPhoto } from '@/lib/catalogue/photos'
import { theme } from '@/styles/theme'

/** Four photos from the gallery, the first one large. */
export function LandingGallery({ photos }: { photos: readonly PublicPhoto[] }) {
  return (
    <Grid>
      {photos.map((photo) => (
        <Tile key={photo.id}>
          <Image src={photo.imageUrl} alt={photo.alt} fill sizes="(min-width: 768px) 25vw, 50vw" />
        </Tile>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(4, 1fr);
  }
`

const Tile = styled.li`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};

  img {
    object-fit: cover;
    transition: transform 0.4s;
  }

  &:hover img {
    transform: scale(1.04);
  }
`
