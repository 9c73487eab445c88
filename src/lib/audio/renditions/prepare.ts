import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '@/lib/db/sql'

import { buildPlan } from './build'
import { planTracksFiles } from './plan'

/**
 * Makes the files the site cannot serve without, before it starts: the stream of each
 * published track with a lossless master (previews and full plays). With `all`, every format.
 * Files already made are found ready and not made again. Answers how many were made.
 */
export const prepareTrackFiles = async (
  payload: Payload,
  { all }: { all: boolean },
): Promise<number> => {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT id::text AS id FROM tracks WHERE _status = 'published' AND audio_id IS NOT NULL`,
  )
  const plans = await planTracksFiles(
    payload,
    (rows as Array<{ id: string }>).map((row) => row.id),
  )
  let built = 0
  for (const plan of plans.values()) {
    const outcome = await buildPlan(payload, plan, all ? plan.builds : ['stream'])
    built += outcome.built.length
  }
  return built
}
