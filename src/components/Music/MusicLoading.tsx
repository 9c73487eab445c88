import styles from './MusicLoading.module.css'

/** The route's loading screen while the catalogue is read. */
export function MusicLoading() {
  return (
    <div className={styles.wrap} role="status">
      <div className={styles.bars} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className={styles.label}>LOADING MUSIC LIBRARY</p>
    </div>
  )
}
