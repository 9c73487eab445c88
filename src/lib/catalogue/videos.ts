import type { Payload } from 'payload'

import type { Video } from '@/payload-types'

import { cached } from './cache'
import { uploadUrl } from './uploadUrl'

export type PublicVideo = {
  id: string
  title: string
  description: string | null
  videoUrl: string
  thumbnailUrl: string | null
  memberOnly: boolean
  isPromo: boolean
  createdAt: string
}

export const toPublicVideo = (video: Video): PublicVideo => ({
  id: video.id,
  title: video.title,
  description: video.description ?? null,
  videoUrl: video.videoUrl,
  thumbnailUrl: uploadUrl(video.thumbnail, 'card'),
  memberOnly: video.memberOnly ?? true,
  isPromo: video.isPromo ?? false,
  createdAt: video.createdAt,
})

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
