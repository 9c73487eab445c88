import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import type { Media, Photo } from '@/payload-types'

import { PHOTO_CATEGORIES } from './photoCategories'
import { uploadUrl } from './uploadUrl'

export type PhotoSize = NonNullable<Photo['size']>
export type PhotoCategory = NonNullable<Photo['category']>

/** A photo as the gallery shows it: plain strings, the image already resolved to a URL. */
export type PublicPhoto = {
  id: string
  title: string
  description: string | null
  category: { value: PhotoCategory; label: string }
  size: PhotoSize
  imageUrl: string
  alt: string
  width: number | null
  height: number | null
}

const categoryOf = (value: Photo['category']): PublicPhoto['category'] => {
  const match = PHOTO_CATEGORIES.find((category) => category.value === value)
  // The field's own default, so a photo saved before the field existed still lands in a filter.
  return match ? { ...match } : { value: 'creative', label: 'Creative' }
}

/** Null for a photo whose image is missing: the gallery has nothing to show for it. */
export const toPublicPhoto = (photo: Photo): PublicPhoto | null => {
  const image = typeof photo.image === 'object' ? (photo.image as Media) : null
  const imageUrl = uploadUrl(image, 'full')
  if (!image || !imageUrl) return null
  // The `full` size is skipped for images narrower than it, so fall back to the original's size.
  const full = image.sizes?.full?.url ? image.sizes.full : image
  return {
    id: photo.id,
    title: photo.title,
    description: photo.description ?? null,
    category: categoryOf(photo.category),
    size: photo.size ?? 'regular',
    imageUrl,
    alt: image.alt || photo.title,
    width: full.width ?? null,
    height: full.height ?? null,
  }
}

/** Published photos in gallery order, read with a visitor's rights. */
export const listPublicPhotos = (payload: Payload): Promise<PublicPhoto[]> =>
  cached('photos', async () => {
    const { docs } = await payload.find({
      collection: 'photos',
      depth: 1,
      pagination: false,
      sort: ['position', 'createdAt'],
      overrideAccess: false,
      user: null,
    })
    return docs.map(toPublicPhoto).filter((photo): photo is PublicPhoto => photo !== null)
  })
