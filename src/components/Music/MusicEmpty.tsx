import { Icon } from '@/components/Primitives/Icon'

import styles from './MusicEmpty.module.css'

/** What the page shows before the first track is published. */
export function MusicEmpty() {
  return (
    <div className={styles.panel}>
      <Icon width="48" height="48">
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </Icon>
      <h2 className={styles.heading}>MUSIC LIBRARY INITIALIZING</h2>
      <p className={styles.note}>NEW RELEASES LOADING • CHECK BACK SOON</p>
    </div>
  )
}
