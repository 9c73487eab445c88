'use client'

import styles from './VideoCard.module.css'
import { useVault } from './VideoVault.client'

/** The badge of a members-only video, once the session is known, so members never see it flash. */
export function MembersBadge() {
  const { status } = useVault()
  if (status !== 'signed-out') return null
  return <span className={`${styles.label} ${styles.dark}`}>Members</span>
}
