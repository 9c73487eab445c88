import { ServerImage } from '@/components/Primitives/ServerImage'

import type { PublicPhoto } from '@/lib/catalogue/photos'

import { GRID_COLUMNS, layoutTiles } from './gallery'
import styles from './PhotoGrid.module.css'
import { PhotoTile } from './PhotoTile.client'

// The first tile is the page's largest image on a phone: it alone is fetched first (every image
// fetched early also delays the page's first paint on a slow line); the rest load as they come
// near.
const ABOVE_THE_FOLD = 1

// A column of the grid inside the page's 1160px column: 4 (16px gaps) from lg, 3 (12px) from
// md, 2 (12px) on a phone; the page pads 32px a side from md, 16px below.
const REGULAR_SIZES =
  '(min-width: 1160px) 262px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 768px) calc((100vw - 88px) / 3), calc((100vw - 44px) / 2)'
// Large and wide tiles span two columns and the gap between them.
const DOUBLE_SIZES =
  '(min-width: 1160px) 540px, (min-width: 1024px) calc((100vw - 112px) / 2 + 16px), (min-width: 768px) calc((100vw - 88px) * 2 / 3 + 12px), calc(100vw - 32px)'

/**
 * The masonry-like grid, rendered on the server; the gallery places each tile (large and wide
 * ones span two columns where there is room) so no row, the last included, has a hole. Each tile is one button named by its caption
 * (title first, then category); the lightbox gives the image its alt text.
 */
export function PhotoGrid({ photos }: { photos: readonly PublicPhoto[] }) {
  // A tile two columns wide at any breakpoint of the full gallery gets the double-width sources.
  const layouts = GRID_COLUMNS.map((columns) =>
    layoutTiles(
      photos.map((photo) => photo.size),
      columns,
    ),
  )
  const isDouble = (index: number) => layouts.some((layout) => layout[index].columns > 1)
  return (
    <ul className={styles.grid} aria-label="Photos">
      {photos.map((photo, index) => (
        <PhotoTile key={photo.id} photoId={photo.id} category={photo.category.value}>
          <ServerImage
            src={photo.imageUrl}
            alt=""
            fill
            priority={index < ABOVE_THE_FOLD}
            loading={index < ABOVE_THE_FOLD ? undefined : 'lazy'}
            sizes={isDouble(index) ? DOUBLE_SIZES : REGULAR_SIZES}
          />
          <span className={styles.caption}>
            <span className={styles.title}>{photo.title}</span>
            <span className={styles.category}>{photo.category.label}</span>
          </span>
        </PhotoTile>
      ))}
    </ul>
  )
}
