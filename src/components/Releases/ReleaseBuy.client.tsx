'use client'

import { SiteLink as Link } from '@/components/Link/SiteLink.client'

import { PurchaseButton } from '@/components/Music/PurchaseButton.client'
import { useOwnedTracks } from '@/components/Player/OwnedTracks.client'

import styles from './ReleasePage.module.css'

/**
 * The way to get a release: its buy button ('Buy $x', 'Name your price') or, when the member
 * owns every track on it already, the way to the dashboard. Inside an <OwnedTracksProvider>.
 */
export function ReleaseBuy({
  release,
  label,
}: {
  release: { id: string; title: string; trackIds: string[] }
  label: string
}) {
  const owned = useOwnedTracks()
  if (release.trackIds.length > 0 && release.trackIds.every((id) => owned.has(id))) {
    return (
      <Link className={styles.owned} href="/dashboard">
        In your library
      </Link>
    )
  }
  return <PurchaseButton releaseId={release.id} title={release.title} label={label} />
}
