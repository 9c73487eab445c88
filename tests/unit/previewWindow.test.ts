import { describe, expect, it } from 'vitest'

import { vaultPlaybackMode } from '@/components/Dashboard/useVaultPlayback'
import { ownedTrackIds } from '@/components/Player/ownership'
import {
  audioSource,
  clockFace,
  clockSeconds,
  clockText,
  formatClock,
  playbackMode,
  playerLength,
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

  it('plays the preview of a track held by a pre-order, even for its owner', () => {
    const mode = playbackMode({ price: '1.99', owned: true, outOn: '2026-12-26T12:00:00.000Z' })
    expect(mode).toBe('preview')
    expect(audioSource(track, mode)).toBe('/api/tracks/abc/preview')
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

  it('counts the tracks of a completed release purchase as owned, and of no other', () => {
    const owned = ownedTrackIds([
      { trackId: null, status: 'completed', release: { tracks: [{ id: 'r1' }, { id: 'r2' }] } },
      { trackId: null, status: 'refunded', release: { tracks: [{ id: 'r3' }] } },
      { trackId: 'a', status: 'completed', release: null },
    ])
    expect([...owned].sort()).toEqual(['a', 'r1', 'r2'])
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

describe('the preview clock face', () => {
  it('reads 0:00 / 0:35 before a preview plays', () => {
    expect(clockText(clockFace(0, 35))).toBe('0:00 / 0:35')
  })

  it('reads 0:35 / 0:35 once the window closes, even when the clip decodes a hair short', () => {
    // A clip cut at 35 s decodes as about 34.97 s; the window closes at the last timeupdate.
    const length = playerLength('preview', 34.97, 35)
    expect(clockText(clockFace(34.96, length, true))).toBe('0:35 / 0:35')
    expect(clockText(clockFace(34.96, length))).toBe('0:35 / 0:35')
  })

  it('counts whole seconds played while the preview runs', () => {
    expect(clockText(clockFace(12.8, 34.97))).toBe('0:12 / 0:35')
    expect(clockText(clockFace(34.5, 34.97))).toBe('0:34 / 0:35')
  })

  it('never counts a preview past its window, whatever the decoded length', () => {
    expect(playerLength('preview', 36.2, 35)).toBe(35)
    expect(playerLength('preview', 0, 35)).toBe(35)
    expect(playerLength('full', 205.4, 205)).toBe(205.4)
    expect(playerLength('full', Number.NaN, 205)).toBe(205)
  })

  it('cuts a full track to the whole second, as its stored duration reads', () => {
    expect(clockText(clockFace(0, 96.6))).toBe('0:00 / 1:36')
    expect(clockText(clockFace(0, 95.95))).toBe('0:00 / 1:36')
  })

  it('shows the position alone while the length is unknown', () => {
    expect(clockText(clockFace(7.4, 0))).toBe('0:07 / 0:00')
    expect(clockText(clockFace(Number.NaN, Number.NaN))).toBe('0:00 / 0:00')
  })
})

describe('what a vault entry plays', () => {
  it('streams a completed purchase in full, a free track at $0.00 included', () => {
    expect(vaultPlaybackMode({ status: 'completed' }, { price: '0.00', outOn: null })).toBe('full')
    expect(vaultPlaybackMode({ status: 'completed' }, undefined)).toBe('full')
  })

  it('plays a refunded paid track as a preview, and nothing once it left the catalogue', () => {
    expect(vaultPlaybackMode({ status: 'refunded' }, { price: '1.99', outOn: null })).toBe(
      'preview',
    )
    expect(vaultPlaybackMode({ status: 'refunded' }, { price: '0.00', outOn: null })).toBe('full')
    expect(vaultPlaybackMode({ status: 'disputed' }, undefined)).toBeNull()
  })

  it('plays only the preview of a track a pre-order holds, bought or free', () => {
    const outOn = '2026-12-26T12:00:00.000Z'
    expect(vaultPlaybackMode({ status: 'completed' }, { price: '1.99', outOn })).toBe('preview')
    expect(vaultPlaybackMode({ status: 'completed' }, { price: '0.00', outOn })).toBe('preview')
  })
})
