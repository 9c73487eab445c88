import { ButtonLink } from '@/components/Form/buttons'

import styles from './LandingAbout.module.css'

/** A short version of the story, with the way to the full About page. */
export function LandingAbout({
  intro,
  membersNote,
}: {
  intro: string | null
  membersNote: string
}) {
  return (
    <div className={styles.body}>
      {intro && <p className={styles.lead}>{intro}</p>}
      <p>
        From the Bronx block parties to sold-out hometown shows: a new album is in the works for
        2025 and a tour runs through 2025-26. {membersNote}
      </p>
      <ButtonLink href="/about" $tone="secondary">
        Read the full story
      </ButtonLink>
    </div>
  )
}
