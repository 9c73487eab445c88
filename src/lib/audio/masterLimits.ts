/** The largest master the CMS takes (MASTER_MAX_BYTES; 1 GB by default: ~90 min of 24-bit WAV). */
export const masterMaxBytes = (): number => {
  const configured = Number(process.env.MASTER_MAX_BYTES)
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 1024 ** 3
}

/** A size as people read it: 1 GB, 250 MB, 12.5 kB. */
export const formatBytes = (bytes: number): string => {
  const units = ['bytes', 'kB', 'MB', 'GB'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const rounded = unit === 0 ? String(value) : String(Number(value.toFixed(1)))
  return `${rounded} ${units[unit]}`
}
