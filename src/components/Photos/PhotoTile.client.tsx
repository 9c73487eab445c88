'use client'

import type { CSSProperties, ReactNode } from 'react'

import type { PhotoCategory } from '@/lib/catalogue/photos'

import { ALL_PHOTOS, GRID_COLUMNS } from './gallery'
import { useGallery } from './PhotoGallery.client'
import styles from './PhotoGrid.module.css'

type Props = {
  photoId: string
  category: PhotoCategory
  /** The image and the caption (server-rendered). */
  children: ReactNode
}

/**
 * One cell of the grid: hidden outside the active filter, placed where the gallery's layout
 * puts it, and a button that opens the lightbox.
 * Its name comes from the caption (title and category), so the image itself is decorative.
 */
export function PhotoTile({ photoId, category, children }: Props) {
  const { filter, open, areas } = useGallery()
  // The cell's place at each column count; the stylesheet picks one per breakpoint.
  const style = Object.fromEntries(
    (areas.get(photoId) ?? []).map((area, index) => [`--area-${GRID_COLUMNS[index]}`, area]),
  ) as CSSProperties
  return (
    <li className={styles.cell} style={style} hidden={filter !== ALL_PHOTOS && filter !== category}>
      <button
        type="button"
        className={styles.tile}
        aria-haspopup="dialog"
        onClick={(event) => open(photoId, event.currentTarget)}
      >
        {children}
      </button>
    </li>
  )
}
