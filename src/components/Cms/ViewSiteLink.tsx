import styles from './CmsBrand.module.css'

/**
 * The way from the CMS back to the public site. A plain link: the site has its own root layout,
 * so the browser loads it as a new document anyway.
 */
export const ViewSiteLink = () => (
  <a className={styles.viewSite} href="/landing">
    View site
    <span aria-hidden="true" className={styles.arrow}>
      ↗
    </span>
  </a>
)
