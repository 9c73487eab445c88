import { ServerImage } from '@/components/Primitives/ServerImage'

import type { PublicPhoto } from '@/lib/catalogue/photos'

import styles from './LandingGallery.module.css'

/*
 * The tiles' width: the page's content column is min(100vw, 1180px) less 2 × 20px of padding;
 * two columns with a 12px gap on phones, four from md up.
 */
const SIZES =
  '(min-width: 1180px) 276px, (min-width: 768px) calc((100vw - 76px) / 4), calc((100vw - 52px) / 2)'

/** Four photos from the gallery, the first one large. Below the fold: they load lazily. */
export function LandingGallery({ photos }: { photos: readonly PublicPhoto[] }) {
  return (
    <ul className={styles.grid}>
      {photos.map((photo) => (
        <li className={styles.tile} key={photo.id}>
          <ServerImage src={photo.imageUrl} alt={photo.alt} fill sizes={SIZES} loading="lazy" />
        </li>
      ))}
    </ul>
  )
}
