import { ButtonLink } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'

import styles from './LandingHero.module.css'

/** The first screen: who the artist is and the two ways into the music. */
export function LandingHero({ artist, tagline }: { artist: string; tagline: string | null }) {
  return (
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
  )
}
