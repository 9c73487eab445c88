import { getPayload, type SanitizedConfig } from 'payload'

import { prepareTrackFiles } from '@/lib/audio/renditions/prepare'
import { isDemoMode } from '@/lib/env'
import { migrations } from '@/migrations'

import { seedDemo } from './index'

/**
 * Brings the database to the committed schema and, in demo mode, adds the demo content.
 * `npm run dev` and the browser tests' server run it (scripts/cli.ts prepare) before Next starts.
 */
export const prepareDatabase = async (config: SanitizedConfig): Promise<void> => {
  // Jobs the seed queues (the tracks' files) wait for the server: this script exits when done.
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getPayload({ config })
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as Migrations })
  if (isDemoMode()) {
    const started = Date.now()
    await seedDemo(payload)
    payload.logger.info(`Demo content ready (${Date.now() - started} ms)`)
  }
  // What the player needs before the site serves; the other formats follow in the background
  // (the server's media queue), or now with PREPARE_RENDITIONS=all (the browser tests).
  const started = Date.now()
  const built = await prepareTrackFiles(payload, {
    all: process.env.PREPARE_RENDITIONS === 'all',
  })
  if (built > 0) payload.logger.info(`${built} audio files made (${Date.now() - started} ms)`)
  await payload.destroy()
}
