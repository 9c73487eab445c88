import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import type { Media, SiteSetting } from '@/payload-types'

export type SocialNetwork = 'youtube' | 'instagram' | 'spotify' | 'tiktok' | 'facebook'

/** One outbound profile, as the footer and the Contact page both show it. */
export type SocialLink = { network: SocialNetwork; label: string; url: string }

/** The networks the site settings hold, in the one order every page lists them. */
export const SOCIAL_NETWORKS: ReadonlyArray<{ network: SocialNetwork; label: string }> = [
  { network: 'youtube', label: 'YouTube' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'spotify', label: 'Spotify' },
  { network: 'tiktok', label: 'TikTok' },
  { network: 'facebook', label: 'Facebook' },
]

/**
 * The artist's profiles that have a link: the single list behind the footer's icons and the
 * Contact page's buttons, so the two never differ.
 */
export const socialLinksOf = (settings: Pick<SiteSetting, 'social'>): SocialLink[] =>
  SOCIAL_NETWORKS.flatMap(({ network, label }) => {
    const url = settings.social?.[network]?.trim()
    return url ? [{ network, label, url }] : []
  })

/** What the footer needs of the site settings, with the global's own defaults filled in. */
export type FooterSettings = {
  brand: string
  year: number
  developerCredit: string | null
  /** Only the networks that have a link, in SOCIAL_NETWORKS order. */
  social: SocialLink[]
}

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
    social: socialLinksOf(settings),
  }
}

/** A picture of the artist set in the site settings, resolved for <ServerImage>. */
export type ArtistImage = { url: string; alt: string; width: number; height: number }

/** The landing page's hero image and the About page's portrait; null where none is set. */
export type ArtistArt = { hero: ArtistImage | null; portrait: ArtistImage | null }

const artistImage = (upload: string | Media | null | undefined): ArtistImage | null => {
  if (!upload || typeof upload !== 'object') return null
  // The `full` size is skipped for images narrower than it: the original is then the one to use.
  const full = upload.sizes?.full?.url ? upload.sizes.full : upload
  if (!full.url || !full.width || !full.height) return null
  return { url: full.url, alt: upload.alt?.trim() || '', width: full.width, height: full.height }
}

/**
 * The hero image and portrait with their media items (alt text, sizes) populated. A read of its
 * own at depth 1, so the settings every page reads stay a flat depth-0 read.
 */
export const getArtistArt = (payload: Payload): Promise<ArtistArt> =>
  cached('site-settings-art', async () => {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 1,
      overrideAccess: false,
      user: null,
    })
    return { hero: artistImage(settings.heroImage), portrait: artistImage(settings.portrait) }
  })
