/** GET /api/init: the client pings it on start; it answers at once and touches nothing. */
export const init = (): Response =>
  Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
