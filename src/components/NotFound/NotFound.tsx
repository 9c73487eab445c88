import { SiteLink } from '@/components/Link/SiteLink.client'

import styles from './NotFound.module.css'

/** The site's 404: the spec's words and a way back to the music. */
export function NotFound() {
  return (
    <main className={styles.wrap}>
      <div>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <SiteLink className={styles.home} href="/landing">
          Back to the music
        </SiteLink>
      </div>
    </main>
  )
}
