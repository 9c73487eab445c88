import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import type { Video } from '@/payload-types'

import { uploadUrl } from './uploadUrl'

export type PublicVideo = {
  id: string
  title: string
  description: string | null
  /** Null for a members-only video read by a visitor: the link is for signed-in accounts. */
  videoUrl: string | null
  thumbnailUrl: string | null
  memberOnly: boolean
  isPromo: boolean
  createdAt: string
}

export const toPublicVideo = (video: Video): PublicVideo => ({
  id: video.id,
  title: video.title,
  description: video.description ?? null,
  videoUrl: video.videoUrl ?? null,
  thumbnailUrl: uploadUrl(video.thumbnail, 'card'),
  memberOnly: video.memberOnly ?? true,
  isPromo: video.isPromo ?? false,
  createdAt: video.createdAt,
})

/** The published videos as a visitor reads them: members-only links left out. */
export const listPublicVideos = (payload: Payload): Promise<PublicVideo[]> =>
  cached('videos', async () => {
    const { docs } = await payload.find({
      collection: 'videos',
      depth: 1,
      pagination: false,
      sort: ['position', 'createdAt'],
      overrideAccess: false,
      user: null,
    })
    return docs.map(toPublicVideo)
  })

/** The published videos as a signed-in account reads them: every link. */
export const listMemberVideos = (payload: Payload): Promise<PublicVideo[]> =>
  cached('videos:members', async () => {
    const { docs } = await payload.find({
      collection: 'videos',
      depth: 1,
      pagination: false,
      sort: ['position', 'createdAt'],
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    })
    return docs.map(toPublicVideo)
  })
