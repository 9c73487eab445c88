import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import type { SiteSetting } from '@/payload-types'

export type SocialNetwork = 'youtube' | 'instagram' | 'spotify' | 'tiktok'

/** What the footer needs of the site settings, with the global's own defaults filled in. */
export type FooterSettings = {
  brand: string
  year: number
  developerCredit: string | null
  /** Only the networks that have a link, in the footer's order. */
  social: { network: SocialNetwork; url: string }[]
}

const NETWORKS: readonly SocialNetwork[] = ['youtube', 'instagram', 'spotify', 'tiktok']

export const FOOTER_DEFAULTS: FooterSettings = {
  brand: 'KAIRO',
  year: 2025,
  developerCredit: null,
  social: [],
}

/**
 * The site-settings global as visitors may read it: one memoised read per process for every
 * page and call that needs it. An edit in the CMS clears the memo (the global's afterChange hook).
 */
export const getSiteSettings = (payload: Payload): Promise<SiteSetting> =>
  cached('site-settings', () =>
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user: null }),
  )

/** The site settings as the footer shows them. */
export const getFooterSettings = async (payload: Payload): Promise<FooterSettings> => {
  const settings = await getSiteSettings(payload)
  return {
    brand: settings.artistName?.trim() || FOOTER_DEFAULTS.brand,
    year: settings.footerYear ?? FOOTER_DEFAULTS.year,
    developerCredit: settings.developerCredit?.trim() || null,
    social: NETWORKS.flatMap((network) => {
      const url = settings.social?.[network]?.trim()
      return url ? [{ network, url }] : []
    }),
  }
}
