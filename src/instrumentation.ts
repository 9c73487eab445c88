/**
 * Runs once when a Next server starts. In production it refuses to serve with demo mode on, a
 * default secret or a missing key (src/lib/security/productionConfig.ts): better no site than
 * one with public demo logins or payments that cannot be verified.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NODE_ENV !== 'production') return
  // `next build` loads the app to prerender pages; it serves nobody and needs no secrets.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { productionConfigProblems } = await import('@/lib/security/productionConfig')
  const problems = productionConfigProblems(process.env)
  if (problems.length === 0) return
  console.error(
    `Refusing to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
      'Every variable is described in .env.example.',
  )
  process.exit(1)
}
