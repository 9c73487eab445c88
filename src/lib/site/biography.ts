import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import type { Biography } from '@/payload-types'

export type PublicBiography = {
  headline: string
  intro: string | null
  content: Biography['content']
  membersNote: string
}

/**
 * The biography global for the About page. An edit in the CMS clears the memo
 * (the globals' afterChange hook).
 */
export const getBiography = (payload: Payload): Promise<PublicBiography> =>
  cached('biography', async () => {
    const biography = await payload.findGlobal({
      slug: 'biography',
      depth: 1,
      overrideAccess: false,
      user: null,
    })
    return {
      headline: biography.headline?.trim() || 'ABOUT',
      intro: biography.intro?.trim() || null,
      content: biography.content,
      membersNote: biography.membersNote?.trim() || 'Exclusive content is for members.',
    }
  })
