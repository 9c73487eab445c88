import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import {
  forwardedFor,
  peerAddress,
  settleClientAddress,
  trustedHops,
} from '../../scripts/lib/client-address.mjs'
import { clientIp } from '@/lib/http/request'

describe('the forwarded chain the app sees', () => {
  it('keeps only the socket peer when no proxy is trusted', () => {
    expect(forwardedFor('6.6.6.6, 7.7.7.7', '127.0.0.1', 0)).toBe('127.0.0.1')
    expect(forwardedFor(undefined, '10.0.0.9', 0)).toBe('10.0.0.9')
  })

  it('keeps the trusted proxies’ entries and drops what the client wrote before them', () => {
    expect(forwardedFor('6.6.6.6, 203.0.113.5', '10.0.0.2', 1)).toBe('203.0.113.5, 10.0.0.2')
    expect(forwardedFor(['6.6.6.6', '203.0.113.5, 10.0.0.1'], '10.0.0.2', 2)).toBe(
      '203.0.113.5, 10.0.0.1, 10.0.0.2',
    )
  })

  it('writes IPv4 peers of dual-stack sockets as IPv4', () => {
    expect(peerAddress({ remoteAddress: '::ffff:198.51.100.7' })).toBe('198.51.100.7')
    expect(peerAddress({ remoteAddress: '::1' })).toBe('::1')
  })

  it('reads the number of trusted hops as a small whole number', () => {
    expect(trustedHops({})).toBe(0)
    expect(trustedHops({ TRUST_PROXY_HOPS: '2' })).toBe(2)
    expect(trustedHops({ TRUST_PROXY_HOPS: '-1' })).toBe(0)
    expect(trustedHops({ TRUST_PROXY_HOPS: 'yes' })).toBe(0)
  })
})

describe('an HTTP server that settles the client address', () => {
  let server: http.Server | null = null
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  )

  /** The client address and forwarded host the app would read, for a request with `headers`. */
  const seenBy = async (hops: number, headers: Record<string, string>) => {
    server = http.createServer((req, res) => {
      settleClientAddress(req, hops)
      const request = new Request('http://app.test/', {
        headers: { 'x-forwarded-for': String(req.headers['x-forwarded-for']) },
      })
      res.end(
        JSON.stringify({ ip: clientIp(request), host: req.headers['x-forwarded-host'] ?? null }),
      )
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()
  }

  it('answers with the socket address whatever the client forged, with no proxy trusted', async () => {
    const previous = process.env.TRUST_PROXY_HOPS
    delete process.env.TRUST_PROXY_HOPS
    try {
      expect(
        await seenBy(0, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.test' }),
      ).toEqual({ ip: '127.0.0.1', host: null })
    } finally {
      if (previous !== undefined) process.env.TRUST_PROXY_HOPS = previous
    }
  })

  it('answers with the address the trusted proxy wrote, behind one proxy', async () => {
    const previous = process.env.TRUST_PROXY_HOPS
    process.env.TRUST_PROXY_HOPS = '1'
    try {
      expect(
        await seenBy(1, {
          'x-forwarded-for': '6.6.6.6, 203.0.113.9',
          'x-forwarded-host': 'a.test',
        }),
      ).toEqual({ ip: '203.0.113.9', host: 'a.test' })
    } finally {
      if (previous === undefined) delete process.env.TRUST_PROXY_HOPS
      else process.env.TRUST_PROXY_HOPS = previous
    }
  })
})
