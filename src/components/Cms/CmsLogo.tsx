import styles from './CmsBrand.module.css'

/** The site's mark in the CMS: the name in the display face with the accent full stop. */
export const CmsLogo = () => <span className={styles.logo}>KAIRO</span>
