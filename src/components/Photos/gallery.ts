/*
 * The gallery's pure logic, kept apart from React so it is tested on its own. Only types come
 * from the catalogue module: it reads the database and must stay out of the browser bundle.
 */
import type { PhotoCategory, PublicPhoto } from '@/lib/catalogue/photos'

export const ALL_PHOTOS = 'all'

export type PhotoFilter = typeof ALL_PHOTOS | PhotoCategory

export type FilterOption = { value: PhotoFilter; label: string }

export const filterPhotos = (photos: readonly PublicPhoto[], filter: PhotoFilter): PublicPhoto[] =>
  filter === ALL_PHOTOS ? [...photos] : photos.filter((photo) => photo.category.value === filter)

/** The index `step` places away from `index`, wrapping past either end of a list of `total`. */
export const wrapIndex = (index: number, step: number, total: number): number =>
  total > 0 ? (((index + step) % total) + total) % total : 0
