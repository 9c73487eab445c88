import type { Payload } from 'payload'

/** A member owns a track once a purchase of it is completed (spec §4). */
export const ownsTrack = async (
  payload: Payload,
  userId: string,
  trackId: string,
): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'purchases',
    where: {
      and: [
        { user: { equals: userId } },
        { track: { equals: trackId } },
        { status: { equals: 'completed' } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
