import { describe, expect, it } from 'vitest'

import { ALL_PHOTOS, filterPhotos, wrapIndex } from '@/components/Photos/gallery'
import type { PhotoCategory, PublicPhoto } from '@/lib/catalogue/photos'

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
