export type RetryTimes = { firstMs: number; maxMs: number }

/**
 * The wait before attempt `failures + 1` to reach the database again: doubling from `firstMs` up
 * to `maxMs`, then jittered down by up to half, so that the instances a database restart cut off
 * at the same moment do not all come back at the same moment.
 */
export const retryDelay = (
  failures: number,
  { firstMs, maxMs }: RetryTimes,
  random: () => number = Math.random,
): number => {
  const ceiling = Math.min(maxMs, firstMs * 2 ** Math.min(failures, 30))
  return Math.round(ceiling * (0.5 + random() / 2))
}
