import { SiteLink } from '@/components/Link/SiteLink.client'

import { Kicker } from '@/components/Page/Kicker'

import styles from './AssistantPage.module.css'

const TOPICS = [
  { title: 'The music', text: 'Every track, free streams and premium downloads.', href: '/music' },
  {
    title: 'Buying & downloads',
    text: 'Pay by card, then download from your dashboard.',
    href: '/dashboard',
  },
  { title: 'The story', text: 'From the Bronx to the album and tour of 2025-26.', href: '/about' },
  { title: 'Videos', text: 'Official videos and the promo, in the Video Vault.', href: '/videos' },
  {
    title: 'A real person',
    text: 'Bookings, press and anything else: the team.',
    href: '/contact',
  },
] as const

/** Beside the chat: what the assistant knows, each topic a way into the site. */
export function AssistantTopics() {
  return (
    <aside className={styles.aside} aria-labelledby="assistant-topics">
      <Kicker id="assistant-topics" as="h2">
        What I can help with
      </Kicker>
      <ul className={styles.list}>
        {TOPICS.map((topic) => (
          <li key={topic.href}>
            <SiteLink className={styles.topic} href={topic.href}>
              <strong>{topic.title}</strong>
              <span>{topic.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
