import type { Payload } from 'payload'

import { BIOGRAPHY_SECTIONS } from './content/biography'
import { DEMO_ARTIST } from './content/catalogue'
import { sectionsToLexical } from './content/lexical'
import { createArtwork } from './uploads'

const ARTIST_ART = {
  heroImage: {
    seed: 900,
    title: 'Artist hero',
    alt: `${DEMO_ARTIST} on stage, a silhouette under the lights above a night skyline`,
    scene: 'hero',
    width: 2400,
    height: 1350,
  },
  portrait: {
    seed: 901,
    title: 'Artist portrait',
    alt: `Portrait of ${DEMO_ARTIST}: a silhouette against a glowing city at night`,
    scene: 'portrait',
    width: 1200,
    height: 1500,
  },
} as const

/**
 * The hero image and the portrait, each made once: a database seeded before the fields existed
 * gets them, but one the team cleared (its media item is still there) stays cleared.
 */
const seedArtistArt = async (payload: Payload): Promise<void> => {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  const data: { heroImage?: string; portrait?: string } = {}
  for (const field of ['heroImage', 'portrait'] as const) {
    if (settings[field]) continue
    const art = ARTIST_ART[field]
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { alt: { equals: art.alt } },
      overrideAccess: true,
    })
    if (totalDocs === 0) data[field] = await createArtwork(payload, art)
  }
  if (Object.keys(data).length > 0) {
    await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: true })
  }
}

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
  await seedArtistArt(payload)
}
