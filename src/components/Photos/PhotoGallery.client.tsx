'use client'

import dynamic from 'next/dynamic'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'

import { Stack } from '@/components/Primitives/Stack'
import type { PublicPhoto } from '@/lib/catalogue/photos'

import { FilterBar } from './FilterBar.client'
import {
  ALL_PHOTOS,
  type FilterOption,
  filterPhotos,
  GRID_COLUMNS,
  gridArea,
  layoutTiles,
  type PhotoFilter,
} from './gallery'

// The lightbox (and styled-components) is its own chunk, fetched when a photo is first opened.
const Lightbox = dynamic(() => import('./Lightbox.client').then((module) => module.Lightbox), {
  ssr: false,
})

type Gallery = {
  filter: PhotoFilter
  /** Opens the lightbox on this photo; focus returns to `tile` on closing. */
  open: (photoId: string, tile: HTMLButtonElement) => void
  /** Each shown tile's grid-area at 2, 3 and 4 columns: the grid never has a hole. */
  areas: ReadonlyMap<string, readonly string[]>
}

const GalleryContext = createContext<Gallery | null>(null)

/** The active filter and the open action, for the grid's tiles. */
export function useGallery(): Gallery {
  const gallery = useContext(GalleryContext)
  if (!gallery) throw new Error('useGallery() needs a <PhotoGallery> above it')
  return gallery
}

type Props = { photos: PublicPhoto[]; filters: FilterOption[]; children: ReactNode }

/**
 * The filters and the lightbox around the server-rendered grid (children): the tiles hide
 * themselves outside the filter, and the lightbox walks the filtered list only.
 */
export function PhotoGallery({ photos, filters, children }: Props) {
  const [filter, setFilter] = useState<PhotoFilter>(ALL_PHOTOS)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const visible = useMemo(() => filterPhotos(photos, filter), [photos, filter])

  const open = useCallback(
    (photoId: string, tile: HTMLButtonElement) => {
      const index = visible.findIndex((photo) => photo.id === photoId)
      if (index < 0) return
      opener.current = tile
      setOpenIndex(index)
    },
    [visible],
  )
  const close = useCallback(() => setOpenIndex(null), [])
  const areas = useMemo(() => {
    const sizes = visible.map((photo) => photo.size)
    const layouts = GRID_COLUMNS.map((columns) => layoutTiles(sizes, columns).map(gridArea))
    return new Map(visible.map((photo, index) => [photo.id, layouts.map((areas) => areas[index])]))
  }, [visible])
  const gallery = useMemo<Gallery>(() => ({ filter, open, areas }), [filter, open, areas])

  return (
    <Stack $gap={6}>
      <FilterBar options={filters} active={filter} onChange={setFilter} />
      <GalleryContext value={gallery}>{children}</GalleryContext>
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
