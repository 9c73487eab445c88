import { Kicker } from '@/components/Page/Kicker'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import type { ContactDetails } from './contactDetails'
import styles from './ContactInfo.module.css'

/** The direct line to the team and the artist's outbound links. */
export function ContactInfo({ email, social }: ContactDetails) {
  return (
    <aside className={styles.aside} aria-labelledby="contact-info-title">
      <div className={styles.block}>
        <Kicker>Contact information</Kicker>
        <h2 className={styles.title} id="contact-info-title">
          Reach the team
        </h2>
        <a className={styles.mail} href={`mailto:${email}`}>
          <Icon width="20" height="20">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </Icon>
          {email}
        </a>
        <p className={styles.text}>We typically respond within 24-48 hours.</p>
      </div>
      <div className={styles.block}>
        <h3 className={styles.subtitle}>Collaborations</h3>
        <p className={styles.text}>
          Features, production, bookings and brand partnerships: tell us who you are and what you
          have in mind, and include your socials so we can check your work.
        </p>
      </div>
      {social.length > 0 && (
        <div className={styles.block}>
          <h3 className={styles.subtitle}>Follow KAIRO</h3>
          <ul className={styles.links}>
            {social.map(({ network, label, url }) => (
              <li key={network}>
                <a className={styles.social} href={url} target="_blank" rel="noopener noreferrer">
                  {label}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  <Icon width="14" height="14">
                    <path d="M7 17 17 7M8 7h9v9" />
                  </Icon>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  )
}
