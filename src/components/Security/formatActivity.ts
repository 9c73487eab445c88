const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** "5 minutes ago", or "Just now" under a minute; a missing or broken date gives null. */
export const formatRelative = (iso: string | null | undefined, now = Date.now()): string | null => {
  if (!iso) return null
  const time = new Date(iso).getTime()
  if (Number.isNaN(time)) return null
  // A clock a little ahead of the server's must not read as activity in the future.
  const seconds = Math.min(0, Math.round((time - now) / 1000))
  if (Math.abs(seconds) < 60) return 'Just now'
  const [unit, size] =
    UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS[UNITS.length - 1]
  return relative.format(Math.round(seconds / size), unit)
}

/** "Nov 23, 2026, 9:41 PM" for a tooltip or a date that needs no arithmetic. */
export const formatDateTime = (iso: string | null | undefined): string | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : absolute.format(date)
}
