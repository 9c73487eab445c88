import type { Metadata } from 'next'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'
import { ALL_PHOTOS, type FilterOption } from '@/components/Photos/gallery'
import { PhotoGallery } from '@/components/Photos/PhotoGallery.client'
import { PhotoGrid } from '@/components/Photos/PhotoGrid'
import { PHOTO_CATEGORIES } from '@/lib/catalogue/photoCategories'
import { listPublicPhotos } from '@/lib/catalogue/photos'
import { publicContent } from '@/lib/site/publicContent'

export const metadata: Metadata = { title: 'Photos' }

// The collection's own option list, so a category added in the CMS gets its button here.
const FILTERS: FilterOption[] = [
  { value: ALL_PHOTOS, label: 'All' },
  ...PHOTO_CATEGORIES.map(({ value, label }) => ({ value, label })),
]

/** The photo gallery (spec §2 "Photos page"), public: a server-rendered grid in a filter island. */
export default async function PhotosPage() {
  const photos = await publicContent(listPublicPhotos)
  if (!photos) return null
  return (
    <PageShell>
      <HeroHeader kicker="Gallery" title="VISUAL UNIVERSE">
        <p>Covers, portraits and the city after dark: the world of KAIRO, frame by frame.</p>
      </HeroHeader>
      <PhotoGallery photos={photos} filters={FILTERS}>
        <PhotoGrid photos={photos} />
      </PhotoGallery>
    </PageShell>
  )
}
