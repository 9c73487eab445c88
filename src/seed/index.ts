import type { Payload } from 'payload'

import { seedAccounts } from './accounts'
import { seedPhotos, seedReleases, seedTracks, seedVideos } from './catalogue'
import { seedGlobals } from './globals'

/** Demo accounts and content. Safe to run any number of times; never run in production. */
export const seedDemo = async (payload: Payload): Promise<void> => {
  await seedAccounts(payload)
  await seedTracks(payload)
  await seedReleases(payload)
  await seedVideos(payload)
  await seedPhotos(payload)
  await seedGlobals(payload)
}
