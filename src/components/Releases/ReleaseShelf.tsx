import { SiteLink as Link } from '@/components/Link/SiteLink.client'

import { TrackCover } from '@/components/Music/TrackCover'
import { Icon } from '@/components/Primitives/Icon'
import type { PublicRelease } from '@/lib/catalogue/releases'

import { releaseDay, releaseKind, releasePath, releasePriceLabel } from './releaseDisplay'
import styles from './ReleaseShelf.module.css'

/**
 * The releases on /music, above the tracks: artwork, kind, title and price, each a link to its
 * page. A server component with no client part.
 */
export function ReleaseShelf({ releases }: { releases: readonly PublicRelease[] }) {
  if (releases.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="releases-title">
      <h2 id="releases-title" className={styles.heading}>
        Releases
      </h2>
      <ul className={styles.grid}>
        {releases.map((release, index) => (
          <li key={release.id}>
            <Link className={styles.card} href={releasePath(release)}>
              <span className={styles.cover}>
                <TrackCover src={release.coverImageUrl} priority={index === 0} size="release" />
              </span>
              <span className={styles.text}>
                <span className={styles.kind}>
                  {release.preOrder ? (
                    <>
                      <span className={styles.preOrder}>Pre-order</span> · Out {releaseDay(release)}
                    </>
                  ) : (
                    releaseKind(release)
                  )}
                </span>
                <span className={styles.title}>{release.title}</span>
                {release.description && (
                  <span className={styles.description}>{release.description}</span>
                )}
                <span className={styles.meta}>
                  {release.tracks.length} {release.tracks.length === 1 ? 'track' : 'tracks'} ·{' '}
                  {releasePriceLabel(release)}
                </span>
                <span className={styles.cta} aria-hidden="true">
                  {release.preOrder ? 'Listen and pre-order' : 'Listen and buy'}
                  {/* The site's faces have no arrow (U+2192 is outside their Latin subset): drawn. */}
                  <Icon width="1em" height="1em" strokeWidth="2.5">
                    <path d="M4 12h15M13 6l6 6-6 6" />
                  </Icon>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
