'use client'

import { useCallback, useRef, useState } from 'react'

import { Stack } from '@/components/Primitives/Stack'
import type { PublicPhoto } from '@/lib/catalogue/photos'

import { FilterBar } from './FilterBar.client'
import { ALL_PHOTOS, type FilterOption, filterPhotos, type PhotoFilter } from './gallery'
import { Lightbox } from './Lightbox.client'
import { PhotoGrid } from './PhotoGrid.client'

type Props = { photos: PublicPhoto[]; filters: FilterOption[] }

/** The filters, the grid and the lightbox; the lightbox walks the filtered list only. */
export function PhotoGallery({ photos, filters }: Props) {
  const [filter, setFilter] = useState<PhotoFilter>(ALL_PHOTOS)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const visible = filterPhotos(photos, filter)

  const open = (index: number, tile: HTMLButtonElement) => {
    opener.current = tile
    setOpenIndex(index)
  }
  const close = useCallback(() => setOpenIndex(null), [])

  return (
    <Stack $gap={6}>
      <FilterBar options={filters} active={filter} onChange={setFilter} />
      <PhotoGrid photos={visible} onOpen={open} />
      {openIndex !== null && visible.length > 0 && (
        <Lightbox
          photos={visible}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={close}
          opener={opener}
        />
      )}
    </Stack>
  )
}
