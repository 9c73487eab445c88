/** Where a file of a track stands: waiting, being made, ready to serve, or failed with a reason. */
export const RENDITION_STATES = ['queued', 'building', 'ready', 'failed'] as const
export type RenditionState = (typeof RENDITION_STATES)[number]

/** A failed build is tried this many times in all before it waits for the team. */
export const MAX_BUILD_ATTEMPTS = 3

/**
 * A build proves it is alive this often (its row's `started_at`, its job's `updated_at`); one
 * silent for STALE_BUILD_SECONDS died with its process (a restart, a deploy) and is taken again.
 */
export const HEARTBEAT_SECONDS = 30
export const STALE_BUILD_SECONDS = 120

/** What a fan's browser is told to wait before asking again for a file that is not ready. */
export const RETRY_AFTER_SECONDS = 30
