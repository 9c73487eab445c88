import { publicContent } from '@/lib/site/publicContent'
import { getSiteSettings } from '@/lib/site/settings'

export type SocialLink = { name: 'TikTok' | 'Facebook' | 'YouTube' | 'Spotify'; href: string }

export type ContactDetails = { email: string; social: SocialLink[] }

const FALLBACK: ContactDetails = { email: 'team@kairo.example', social: [] }

/**
 * The team's address and the outbound links of the contact page, from the site settings. A
 * failing read costs the page only the links: the form still works and the address falls back.
 */
export async function contactDetails(): Promise<ContactDetails> {
  try {
    const settings = await publicContent(getSiteSettings)
    if (!settings) return FALLBACK
    const links: Array<[SocialLink['name'], string | null | undefined]> = [
      ['TikTok', settings.social?.tiktok],
      ['Facebook', settings.social?.facebook],
      ['YouTube', settings.social?.youtube],
      ['Spotify', settings.social?.spotify],
    ]
    return {
      email: settings.contactEmail || FALLBACK.email,
      social: links.flatMap(([name, href]) => (href ? [{ name, href }] : [])),
    }
  } catch (error) {
    console.error('Could not load the contact details', error)
    return FALLBACK
  }
}
