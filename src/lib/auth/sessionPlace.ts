/**
 * Where a session was opened from, in words a person reads: the active sessions list shows
 * "This machine" rather than "::1". The address itself stays available (`address`) for a
 * tooltip, since it is what someone checking for a stranger's session compares.
 */
export type SessionPlace = { label: string; address: string | null }

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

const octetsOf = (address: string): number[] | null => {
  const match = IPV4.exec(address)
  if (!match) return null
  const octets = match.slice(1).map(Number)
  return octets.every((octet) => octet <= 255) ? octets : null
}

/** Lower case, without brackets or a zone (fe80::1%eth0), IPv4-mapped IPv6 as plain IPv4. */
const normalise = (raw: string): string =>
  raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .replace(/^(?:0{0,4}:){2,5}ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

const isLoopback = (address: string): boolean => {
  const octets = octetsOf(address)
  if (octets) return octets[0] === 127
  return /^(?:0{0,4}:){2,7}0{0,3}1$/.test(address)
}

/** RFC 1918 and link-local IPv4; unique-local (fc00::/7) and link-local (fe80::/10) IPv6. */
const isPrivate = (address: string): boolean => {
  const octets = octetsOf(address)
  if (octets) {
    const [a, b] = octets
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    )
  }
  return /^f[cd][0-9a-f]{2}:/.test(address) || /^fe[89ab][0-9a-f]:/.test(address)
}

export const sessionPlace = (ipAddress: string | null | undefined): SessionPlace => {
  const raw = ipAddress?.trim()
  if (!raw) return { label: 'IP unknown', address: null }
  const address = normalise(raw)
  if (isLoopback(address)) return { label: 'This machine', address: raw }
  if (isPrivate(address)) return { label: 'Local network', address: raw }
  return { label: raw, address: raw }
}
