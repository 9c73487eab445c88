import type { CollectionSlug, Payload } from 'payload'

import type { TestUser } from './fixtures'

/** What a caller sees of a collection through the Local API with access enforced. */
export const visibleIds = async (
  payload: Payload,
  collection: CollectionSlug,
  user: TestUser | null,
): Promise<string[] | 'forbidden'> => {
  try {
    const { docs } = await payload.find({
      collection,
      user,
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
    return docs.map((doc) => String(doc.id)).sort()
  } catch (error) {
    if ((error as { status?: number }).status === 403) return 'forbidden'
    throw error
  }
}

/** Whether the call went through (true) or was refused with 403 (false). */
export const allowed = async (call: () => Promise<unknown>): Promise<boolean> => {
  try {
    await call()
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 403) return false
    throw error
  }
}
