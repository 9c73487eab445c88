import type { ServerProps } from 'payload'

import { DRAFT_COLLECTIONS, DraftsWaiting } from './DraftsWaiting'
import { LatestContacts } from './LatestContacts'
import { RecentSales } from './RecentSales'
import styles from './CmsDashboard.module.css'

/**
 * The CMS's first screen, above Payload's list of collections: what came in, what sold and what
 * is waiting to go out. Every read runs as the signed-in user (overrideAccess: false), and a
 * panel whose collection the user may not read is left out rather than shown empty.
 */
export async function CmsDashboard({ payload, permissions, user }: ServerProps) {
  if (!user) return null
  const canRead = (slug: string) =>
    Boolean(permissions?.collections?.[slug as keyof typeof permissions.collections]?.read)
  const draftCollections = DRAFT_COLLECTIONS.map(({ slug }) => slug).filter(canRead)
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
  return (
    <div className={styles.dashboard} id="kairo-dashboard">
      <div className={styles.intro}>
        <p className={styles.kicker}>KAIRO CMS</p>
        <h1 className={styles.greeting}>Welcome back, {name}</h1>
      </div>
      <div className={styles.panels}>
        {canRead('contacts') ? <LatestContacts payload={payload} user={user} /> : null}
        {canRead('purchases') ? <RecentSales payload={payload} user={user} /> : null}
        {draftCollections.length > 0 ? (
          <DraftsWaiting payload={payload} user={user} collections={draftCollections} />
        ) : null}
      </div>
    </div>
  )
}
