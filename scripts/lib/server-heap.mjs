/**
 * The production server's V8 heap limit, in MB, unless NODE_OPTIONS already sets one. Without a
 * limit V8 sizes the heap from the machine's memory and lets garbage pile up under sustained
 * load: in the fault tests' 60-second burst the app grew from about 490 to 880 MB. With 512 MB
 * it stays near 415 MB, and serves as many requests.
 */
export const SERVER_HEAP_MB = 512

/** `env` with the heap limit added to NODE_OPTIONS, for `next start`. */
export function withServerHeap(env) {
  const options = env.NODE_OPTIONS ?? ''
  if (options.includes('--max-old-space-size')) return env
  return { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${SERVER_HEAP_MB}`.trim() }
}
