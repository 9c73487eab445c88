/**
 * Runs once when a Next server starts. In production the Node server refuses to serve with
 * demo mode on, a default secret or a missing key (src/lib/security/refuseUnsafeProduction.ts).
 * The import sits inside the runtime check, Next's documented pattern, so the Edge build of this
 * file never sees Node's process.exit.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsafeProduction } = await import('@/lib/security/refuseUnsafeProduction')
    refuseUnsafeProduction()
  }
}
