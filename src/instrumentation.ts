/**
 * Runs once when a Next server starts. In production the Node server refuses to serve with
 * demo mode on, a default secret or a missing key (src/lib/security/refuseUnsafeProduction.ts).
 * Every instance then listens for content changed by the others (src/lib/cache/contentBroadcast.ts),
 * whether it runs jobs or not. Then Payload is started at once rather than on the first request,
 * so the job runners tick from the start: an e-mail owed by a process that died (the outbox) or a
 * file left half-made goes out after a restart even when no one visits. The file downloads'
 * door is left where the app server finds it (src/endpoints/commerce/downloadDoor.ts). The
 * imports sit inside the runtime check, Next's documented pattern, so the Edge build of this file
 * never sees Node's process.exit.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnsafeProduction } = await import('@/lib/security/refuseUnsafeProduction')
  refuseUnsafeProduction()
  if (process.env.NODE_ENV === 'test') return
  const { isBuilding } = await import('@/lib/env')
  if (isBuilding()) return
  const { startContentListener } = await import('@/lib/cache/contentBroadcast')
  startContentListener()
  const { answerDownload, DOWNLOAD_DOOR } = await import('@/endpoints/commerce/downloadDoor')
  Object.assign(globalThis, { [DOWNLOAD_DOOR]: answerDownload })
  if (process.env.JOBS_AUTORUN === 'false') return
  const { getPayloadClient } = await import('@/lib/payload')
  // In the background: the server answers while Payload connects (the first request waits).
  void getPayloadClient().catch((error: unknown) =>
    console.error('Payload did not start with the server; it will on the first request.', error),
  )
}
