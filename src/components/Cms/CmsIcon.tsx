import styles from './CmsBrand.module.css'
import { ICON_LETTER_PATH } from './siteIcon'

/** The site's icon where Payload shows its own: the home link of the CMS header. */
export const CmsIcon = () => (
  <svg className={styles.icon} viewBox="0 0 64 64" role="img" aria-label="KAIRO">
    <rect className={styles.iconTile} width="64" height="64" rx="12" />
    <path className={styles.iconLetter} d={ICON_LETTER_PATH} />
    <circle className={styles.iconDot} cx="51" cy="51" r="5" />
  </svg>
)
