import { publicContent } from '@/lib/site/publicContent'
import { getSiteSettings, type SocialLink, socialLinksOf } from '@/lib/site/settings'

export type ContactDetails = { email: string; social: SocialLink[] }

const FALLBACK: ContactDetails = { email: 'team@kairo.example', social: [] }

/**
 * The team's address and the artist's profiles (the footer's list) from the site settings. A
 * failing read costs the page only the links: the form still works and the address falls back.
 */
export async function contactDetails(): Promise<ContactDetails> {
  try {
    const settings = await publicContent(getSiteSettings)
    if (!settings) return FALLBACK
    return {
      email: settings.contactEmail || FALLBACK.email,
      // The same list, in the same order, as the footer's.
      social: socialLinksOf(settings),
    }
  } catch (error) {
    console.error('Could not load the contact details', error)
    return FALLBACK
  }
}
