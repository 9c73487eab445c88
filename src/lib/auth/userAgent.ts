// Order matters: Edge and Opera also say "Chrome", and Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
]

// iPhone and iPad agents also contain "Mac OS X", and Android ones "Linux".
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

const match = (agent: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(agent))?.[1]

/** "Chrome on macOS" from a raw user-agent string; scripts and tools keep their own name. */
export const summariseUserAgent = (agent: string | null | undefined): string | null => {
  const value = agent?.trim()
  if (!value) return null
  const browser = match(value, BROWSERS)
  const system = match(value, SYSTEMS)
  if (browser && system) return `${browser} on ${system}`
  if (browser || system) return (browser ?? system) as string
  return value.split(/[\s/]/)[0] || null
}
