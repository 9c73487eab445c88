import { publicContent } from '@/lib/site/publicContent'
import { FOOTER_DEFAULTS, type FooterSettings, getFooterSettings } from '@/lib/site/settings'

import { FooterView } from './FooterView'

/**
 * The footer on every page. A failing settings read costs only the social links and the
 * credit, never the page it sits under.
 */
export async function Footer() {
  let settings: FooterSettings
  try {
    settings = (await publicContent(getFooterSettings)) ?? FOOTER_DEFAULTS
  } catch (error) {
    console.error('Could not read the site settings for the footer', error)
    settings = FOOTER_DEFAULTS
  }
  return <FooterView {...settings} />
}
