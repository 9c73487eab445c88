/** Every documented call fails with this one shape: `{ "error": "<message>" }`. */
export const jsonError = (status: number, error: string, headers?: HeadersInit): Response =>
  Response.json({ error }, { status, headers })

/**
 * A file that is being made: 503 at once (never a request left hanging), with when to ask again
 * and where it stands, e.g. `{ "error": "…", "state": "building" }`.
 */
export const notReadyError = (error: string, state: string, retryAfterSeconds: number): Response =>
  Response.json(
    { error, state },
    {
      status: 503,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  )
