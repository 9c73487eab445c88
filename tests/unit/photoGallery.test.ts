import { describe, expect, it } from 'vitest'

import {
  ALL_PHOTOS,
  filterPhotos,
  GRID_COLUMNS,
  gridArea,
  layoutTiles,
  type TilePlacement,
  wrapIndex,
} from '@/components/Photos/gallery'
import type { PhotoCategory, PhotoSize, PublicPhoto } from '@/lib/catalogue/photos'

const photo = (id: string, value: PhotoCategory): PublicPhoto => ({
  id,
  title: `Photo ${id}`,
  description: null,
  category: { value, label: value },
  size: 'regular',
  imageUrl: `/api/cms/media/file/${id}.jpg`,
  alt: `Photo ${id}`,
  width: 800,
  height: 600,
})

const photos = [
  photo('a', 'album-covers'),
  photo('b', 'creative'),
  photo('c', 'album-covers'),
  photo('d', 'portrait'),
]

describe('filterPhotos', () => {
  it('keeps every photo, in order, under All', () => {
    expect(filterPhotos(photos, ALL_PHOTOS).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps only the chosen category, in order', () => {
    expect(filterPhotos(photos, 'album-covers').map((p) => p.id)).toEqual(['a', 'c'])
  })

  it('gives an empty list for a category with no photos', () => {
    expect(filterPhotos(photos, 'formal')).toEqual([])
  })

  it('does not hand back the caller’s own array', () => {
    expect(filterPhotos(photos, ALL_PHOTOS)).not.toBe(photos)
  })
})

describe('wrapIndex', () => {
  it('steps forward and back inside the list', () => {
    expect(wrapIndex(4, 1, 13)).toBe(5)
    expect(wrapIndex(4, -1, 13)).toBe(3)
  })

  it('goes from the last photo to the first on Next', () => {
    expect(wrapIndex(12, 1, 13)).toBe(0)
  })

  it('goes from the first photo to the last on Previous', () => {
    expect(wrapIndex(0, -1, 13)).toBe(12)
  })

  it('stays on the only photo of a one-photo list', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0)
    expect(wrapIndex(0, -1, 1)).toBe(0)
  })

  it('gives 0 for an empty list instead of NaN', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })
})

describe('layoutTiles', () => {
  const SIZES: PhotoSize[] = ['large', 'wide', 'regular']

  /** Every cell of the grid's rows is covered by exactly one tile: no hole, no overlap. */
  const expectNoHole = (placements: TilePlacement[], columns: number) => {
    const rows = Math.max(0, ...placements.map((tile) => tile.row + tile.rows - 1))
    const cover = Array.from({ length: rows }, () => Array<number>(columns).fill(0))
    for (const tile of placements) {
      expect(tile.column + tile.columns - 1).toBeLessThanOrEqual(columns)
      for (let r = tile.row; r < tile.row + tile.rows; r++) {
        for (let c = tile.column; c < tile.column + tile.columns; c++) cover[r - 1][c - 1] += 1
      }
    }
    expect(cover.flat().every((count) => count === 1)).toBe(true)
  }

  it('fills every row, the last included, for any mix of tiles and column count', () => {
    let state = 7
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648)
    for (let run = 0; run < 400; run++) {
      const sizes = Array.from({ length: 1 + (next() % 16) }, () => SIZES[next() % 3])
      for (const columns of GRID_COLUMNS) {
        const placements = layoutTiles(sizes, columns)
        expect(placements).toHaveLength(sizes.length)
        expectNoHole(placements, columns)
      }
    }
  })

  it('keeps the tiles in order and their wanted size where the row has room', () => {
    const placements = layoutTiles(['large', 'regular', 'regular', 'wide', 'regular', 'regular'], 4)
    expect(placements.map(gridArea)).toEqual([
      '1 / 1 / span 2 / span 2',
      '1 / 3 / span 1 / span 1',
      '1 / 4 / span 1 / span 1',
      '2 / 3 / span 1 / span 2',
      '3 / 1 / span 1 / span 2',
      '3 / 3 / span 1 / span 2',
    ])
  })
})
