import { describe, expect, it } from 'vitest'

import { sessionPlace } from '@/lib/auth/sessionPlace'

describe('where a session was opened from', () => {
  it.each(['::1', '127.0.0.1', '::ffff:127.0.0.1', '127.4.5.6', '0:0:0:0:0:0:0:1', '[::1]'])(
    'calls the loopback address %s "This machine" and keeps the address',
    (ip) => {
      expect(sessionPlace(ip)).toEqual({ label: 'This machine', address: ip })
    },
  )

  it.each([
    '10.0.0.7',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.10.1',
    '::ffff:192.168.1.20',
    'fd12:3456::1',
    'fe80::1%eth0',
  ])('calls the private address %s "Local network"', (ip) => {
    expect(sessionPlace(ip)).toEqual({ label: 'Local network', address: ip })
  })

  it.each(['203.0.113.9', '172.32.0.1', '172.15.0.1', '192.169.0.1', '2001:db8::1', '8.8.8.8'])(
    'shows the public address %s as it is',
    (ip) => {
      expect(sessionPlace(ip)).toEqual({ label: ip, address: ip })
    },
  )

  it('does not take an address that only looks like one for a loopback', () => {
    expect(sessionPlace('1127.0.0.1').label).toBe('1127.0.0.1')
    expect(sessionPlace('127.0.0.256').label).toBe('127.0.0.256')
    expect(sessionPlace('::11').label).toBe('::11')
    // fd::1 is 00fd::1, outside fc00::/7.
    expect(sessionPlace('fd::1').label).toBe('fd::1')
  })

  it('says when the address is unknown', () => {
    expect(sessionPlace(null)).toEqual({ label: 'IP unknown', address: null })
    expect(sessionPlace('  ')).toEqual({ label: 'IP unknown', address: null })
  })
})
