import Link from 'next/link'

import { CmsLogo } from './CmsLogo'
import styles from './CmsBrand.module.css'

/** The top of the CMS navigation: whose CMS this is, and the way back to its dashboard. */
export const CmsNavBrand = () => (
  <Link className={styles.navBrand} href="/cms">
    <CmsLogo />
    <span className={styles.tag}>CMS</span>
  </Link>
)
