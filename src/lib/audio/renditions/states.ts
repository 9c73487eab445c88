/** Where a file of a track stands: waiting, being made, ready to serve, or failed with a reason. */
export const RENDITION_STATES = ['queued', 'building', 'ready', 'failed'] as const
export type RenditionState = (typeof RENDITION_STATES)[number]

/** A failed build is tried this many times in all before it waits for the team. */
export const MAX_BUILD_ATTEMPTS = 3

/** A build that has not finished after this long is taken to be dead and may be claimed again. */
export const STALE_BUILD_MINUTES = 10

/** What a fan's browser is told to wait before asking again for a file that is not ready. */
export const RETRY_AFTER_SECONDS = 30
