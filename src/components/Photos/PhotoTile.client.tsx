'use client'

import type { ReactNode } from 'react'

import type { PhotoCategory } from '@/lib/catalogue/photos'

import { ALL_PHOTOS } from './gallery'
import { useGallery } from './PhotoGallery.client'
import styles from './PhotoGrid.module.css'

type Props = {
  photoId: string
  category: PhotoCategory
  /** The cell's span class (large, wide or regular). */
  className: string
  /** The image and the caption (server-rendered). */
  children: ReactNode
}

/**
 * One cell of the grid: hidden outside the active filter, and a button that opens the lightbox.
 * Its name comes from the caption (title and category), so the image itself is decorative.
 */
export function PhotoTile({ photoId, category, className, children }: Props) {
  const { filter, open } = useGallery()
  return (
    <li className={className} hidden={filter !== ALL_PHOTOS && filter !== category}>
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
