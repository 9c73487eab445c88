import { productionConfigProblems } from './productionConfig'

/**
 * Better no site than one with public demo logins or payments that cannot be verified: a
 * production server with any problem of productionConfigProblems exits, naming them all.
 */
export const refuseUnsafeProduction = (): void => {
  if (process.env.NODE_ENV !== 'production') return
  // `next build` loads the app to prerender pages; it serves nobody and needs no secrets.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const problems = productionConfigProblems(process.env)
  if (problems.length === 0) return
  console.error(
    `Refusing to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
      'Every variable is described in .env.example.',
  )
  process.exit(1)
}
