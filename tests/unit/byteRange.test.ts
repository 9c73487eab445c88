import { describe, expect, it } from 'vitest'

import { bufferSource, byteRangeResponse } from '@/lib/audio/byteRange'

const body = Buffer.from('0123456789')
const serve = (range?: string) =>
  byteRangeResponse(
    new Request('http://test/clip', { headers: range ? { range } : {} }),
    bufferSource(body),
    { 'Content-Type': 'audio/mpeg' },
  )
const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString()

describe('byteRangeResponse', () => {
  it('serves the whole body without a Range header, advertising ranges', async () => {
    const response = serve()
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-length')).toBe('10')
    expect(await text(response)).toBe('0123456789')
  })

  it.each([
    ['bytes=2-4', 'bytes 2-4/10', '234'],
    ['bytes=7-', 'bytes 7-9/10', '789'],
    ['bytes=-3', 'bytes 7-9/10', '789'],
    ['bytes=8-100', 'bytes 8-9/10', '89'],
  ])('answers %s with 206 %s', async (range, contentRange, expected) => {
    const response = serve(range)
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(contentRange)
    expect(await text(response)).toBe(expected)
  })

  it.each(['bytes=10-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5'])(
    'refuses %s with 416',
    async (range) => {
      const response = serve(range)
      expect(response.status).toBe(416)
      expect(response.headers.get('content-range')).toBe('bytes */10')
      expect(await response.json()).toEqual({ error: 'Requested range not satisfiable' })
    },
  )
})
