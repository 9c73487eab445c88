import type { Payload } from 'payload'

import { isBuilding } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

/**
 * What a public page shows from the CMS. Public pages are cached and rendered from the live
 * database at run time (src/lib/cache/pageCacheHandler.mjs). While `next build` prerenders them
 * nothing is read and the answer is null: that render is never served, and the build needs no
 * database.
 */
export async function publicContent<T>(load: (payload: Payload) => Promise<T>): Promise<T | null> {
  if (isBuilding()) return null
  return load(await getPayloadClient())
}
