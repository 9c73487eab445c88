import type { ReactNode } from 'react'

import styles from './AssistantPage.module.css'

type Props = { hero: ReactNode; chat: ReactNode; topics: ReactNode }

/**
 * On a desktop the chat stands beside the title, so the input is on the first screen; below
 * that the title, the chat and then the topics, one under another.
 */
export function AssistantLayout({ hero, chat, topics }: Props) {
  return (
    <div className={styles.grid}>
      <div className={styles.hero}>{hero}</div>
      <div className={styles.chat}>{chat}</div>
      <div className={styles.topics}>{topics}</div>
    </div>
  )
}
