import type { Payload } from 'payload'

import { BIOGRAPHY_SECTIONS } from './content/biography'
import { DEMO_ARTIST } from './content/catalogue'
import { sectionsToLexical } from './content/lexical'

export const seedGlobals = async (payload: Payload): Promise<void> => {
  const biography = await payload.findGlobal({ slug: 'biography', overrideAccess: true })
  if (!biography.content) {
    await payload.updateGlobal({
      slug: 'biography',
      data: {
        headline: 'THE STORY',
        intro: `${DEMO_ARTIST} is a hip-hop artist from the Bronx, New York.`,
        content: sectionsToLexical(BIOGRAPHY_SECTIONS),
      },
      overrideAccess: true,
    })
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.featuredTrack) {
    const { docs } = await payload.find({
      collection: 'tracks',
      where: { title: { equals: 'Steppin Out' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        artistName: DEMO_ARTIST,
        brand: `${DEMO_ARTIST} OFFICIAL`,
        tagline: 'Bronx-born hip-hop. New album 2025. World tour 2025-26.',
        featuredTrack: docs[0]?.id ?? null,
        contactEmail: 'team@kairo.example',
        footerYear: 2025,
        social: {
          youtube: 'https://www.youtube.com/@kairo',
          instagram: 'https://www.instagram.com/kairo',
          spotify: 'https://open.spotify.com/artist/kairo',
          tiktok: 'https://www.tiktok.com/@kairo',
          facebook: 'https://www.facebook.com/kairo',
        },
      },
      overrideAccess: true,
    })
  }
}
