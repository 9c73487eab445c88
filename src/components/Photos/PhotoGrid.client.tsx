'use client'

import Image from 'next/image'
import styled, { css } from 'styled-components'

import type { PhotoSize, PublicPhoto } from '@/lib/catalogue/photos'
import { theme } from '@/styles/theme'

type Props = {
  photos: PublicPhoto[]
  onOpen: (index: number, tile: HTMLButtonElement) => void
}

/**
 * The masonry-like grid. Each tile is one button named by its caption (title and category),
 * so the image itself is decorative here; the lightbox gives it its alt text.
 */
export function PhotoGrid({ photos, onOpen }: Props) {
  return (
    <Grid aria-label="Photos">
      {photos.map((photo, index) => (
        <Cell key={photo.id} $size={photo.size}>
          <Tile
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => onOpen(index, event.currentTarget)}
          >
            <Image
              src={photo.imageUrl}
              alt=""
              fill
              // The first tiles are above the fold; the rest load as they scroll in.
              loading={index < 3 ? 'eager' : 'lazy'}
              sizes={
                photo.size === 'regular'
                  ? '(min-width: 1024px) 280px, 50vw'
                  : '(min-width: 1024px) 560px, 100vw'
              }
            />
            <Caption>
              <Title>{photo.title}</Title>
              <Category>{photo.category.label}</Category>
            </Caption>
          </Tile>
        </Cell>
      ))}
    </Grid>
  )
}

const spans: Record<PhotoSize, ReturnType<typeof css>> = {
  large: css`
    grid-column: span 2;
    grid-row: span 2;
  `,
  wide: css`
    grid-column: span 2;
  `,
  regular: css``,
}

// Two columns on a phone, four on a desktop; `dense` back-fills the holes the large tiles leave.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-rows: 170px;
  grid-auto-flow: dense;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-auto-rows: 220px;
  }

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space(4)};
  }
`

const Cell = styled.li<{ $size: PhotoSize }>`
  min-width: 0;
  ${({ $size }) => spans[$size]}
`

// Title first in the source, so the button's name starts with it; the category shows above.
const Caption = styled.span`
  position: absolute;
  inset: auto 0 0;
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space(1)};
  padding: ${`${theme.space(10)} ${theme.space(4)} ${theme.space(4)}`};
  background: linear-gradient(to top, rgb(0 0 0 / 0.88), rgb(0 0 0 / 0.55) 55%, transparent);
  text-align: left;
`

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font: inherit;
  cursor: zoom-in;

  img {
    object-fit: cover;
    transition:
      transform 500ms ease,
      filter 300ms ease;
    filter: saturate(0.85);
  }

  &:hover img,
  &:focus-visible img {
    transform: scale(1.05);
    filter: saturate(1.1);
  }

  &:hover {
    border-color: ${theme.colors.accent};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
    &:hover img,
    &:focus-visible img {
      transform: none;
    }
  }
`

const Category = styled.span`
  color: ${theme.colors.accentText};
  font-size: 0.68rem;
  font-weight: 800;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`

const Title = styled.span`
  font-family: ${theme.fonts.display};
  font-size: clamp(0.95rem, 2vw, 1.2rem);
  font-weight: 900;
  line-height: 1.1;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`
