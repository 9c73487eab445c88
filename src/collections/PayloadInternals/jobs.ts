import type { PayloadHandler, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { nobody } from '@/access/nobody'

import { refused } from './closed'

const QUEUE_DOORS = new Set(['/run', '/handle-schedules'])

const runByServerOnly: PayloadHandler = (req) =>
  refused(req, 'The jobs queue is run by the server, not through the API')

/**
 * The jobs queue runs inside the app (src/lib/jobs/queue.ts), serialised there. Payload's HTTP
 * doors to it (GET /payload-jobs/run and /handle-schedules, meant for an outside cron) would let
 * anyone signed in start runs that race the app's own, so they refuse every caller; queueing and
 * cancelling through the API's access checks is refused too. The job records themselves are
 * closed by Payload already.
 */
export const closeJobs = (config: SanitizedConfig, collection: SanitizedCollectionConfig): void => {
  config.jobs.access = { ...config.jobs.access, run: nobody, queue: nobody, cancel: nobody }
  if (collection.endpoints) {
    collection.endpoints = collection.endpoints.map((endpoint) =>
      QUEUE_DOORS.has(endpoint.path) ? { ...endpoint, handler: runByServerOnly } : endpoint,
    )
  }
}
