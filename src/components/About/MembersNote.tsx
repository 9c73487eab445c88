import { ButtonLink } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'

import styles from './MembersNote.module.css'

/** The members' call to action under the story; sign-in brings the visitor back here. */
export function MembersNote({ note }: { note: string }) {
  return (
    <section className={styles.panel} aria-labelledby="members-note">
      <div>
        <Kicker>Members</Kicker>
        <p className={styles.note} id="members-note">
          {note}
        </p>
      </div>
      <ButtonLink href="/auth?next=/about" $size="lg">
        Become a member
      </ButtonLink>
    </section>
  )
}
