import { describe, expect, it } from 'vitest'

import { ownedTrackIds } from '@/components/Player/ownership'
import {
  audioSource,
  clockSeconds,
  formatClock,
  playbackMode,
  previewWindowReached,
} from '@/components/Player/previewWindow'
import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'

const track = { id: 'abc', previewUrl: '/api/tracks/abc/preview' }

describe('the preview window decision', () => {
  it('plays a free track in full for anyone', () => {
    expect(playbackMode({ price: '0.00', owned: false })).toBe('full')
  })

  it('plays an owned paid track in full, from the stream route', () => {
    const mode = playbackMode({ price: '1.99', owned: true })
    expect(mode).toBe('full')
    expect(audioSource(track, mode)).toBe('/api/tracks/abc/stream')
  })

  it('limits a paid track the listener does not own to its preview clip', () => {
    const mode = playbackMode({ price: '1.99', owned: false })
    expect(mode).toBe('preview')
    expect(audioSource(track, mode)).toBe('/api/tracks/abc/preview')
  })

  it('closes the window at 35 seconds of the clip, allowing for timeupdate granularity', () => {
    expect(PREVIEW_SECONDS).toBe(35)
    expect(previewWindowReached(34.5)).toBe(false)
    expect(previewWindowReached(34.96)).toBe(true)
    expect(previewWindowReached(35)).toBe(true)
  })

  it('counts only completed purchases as owned', () => {
    const owned = ownedTrackIds([
      { trackId: 'a', status: 'completed' },
      { trackId: 'b', status: 'pending' },
      { trackId: 'c', status: 'failed' },
    ])
    expect([...owned]).toEqual(['a'])
  })
})

describe('player clock', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [205, '3:25'],
    [3723, '1:02:03'],
    [Number.NaN, '0:00'],
    [-4, '0:00'],
  ])('shows %s seconds as %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock)
  })

  it('reads a stored m:ss duration, and 0 for anything else', () => {
    expect(clockSeconds('3:25')).toBe(205)
    expect(clockSeconds('0:45')).toBe(45)
    expect(clockSeconds('n/a')).toBe(0)
  })
})
