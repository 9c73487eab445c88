import { describe, expect, it } from 'vitest'

import { summariseUserAgent } from '@/lib/auth/userAgent'

describe('summariseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'curl'],
  ])('names %s', (agent, name) => {
    expect(summariseUserAgent(agent)).toBe(name)
  })

  it('gives null for a missing agent', () => {
    expect(summariseUserAgent(null)).toBeNull()
    expect(summariseUserAgent('  ')).toBeNull()
  })
})
