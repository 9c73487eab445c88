import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'
import { ServerImage } from '@/components/Primitives/ServerImage'
import type { ArtistImage } from '@/lib/site/settings'

import styles from './LandingHero.module.css'

type Props = {
  artist: string
  tagline: string | null
  /** The site settings' hero image, full-bleed behind the type; none: type on the dark page. */
  image: ArtistImage | null
  /** The featured single (the #music section), kept in the first screen. */
  children?: ReactNode
}

/**
 * The first screen: the artist in the picture, who they are, the two ways into the music and the
 * featured single's player. The image is the page's first paint after the text: preloaded, at
 * full width.
 */
export function LandingHero({ artist, tagline, image, children }: Props) {
  return (
    <div className={image ? `${styles.stage} ${styles.withImage}` : styles.stage}>
      {image && (
        <div className={styles.backdrop}>
          <ServerImage
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="100vw"
            priority
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.inner}>
        <section className={styles.hero} aria-labelledby="landing-title">
          <Kicker>Hip-hop · New York</Kicker>
          <h1 className={styles.title} id="landing-title">
            {artist}
          </h1>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          <div className={styles.actions}>
            <ButtonLink href="#music" $size="lg">
              Listen Now
            </ButtonLink>
            <ButtonLink href="#music" $size="lg" $tone="secondary">
              Buy Music
            </ButtonLink>
          </div>
        </section>
        {children && <div className={styles.featured}>{children}</div>}
      </div>
    </div>
  )
}
