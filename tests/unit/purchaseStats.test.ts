import { describe, expect, it, vi } from 'vitest'

import {
  fetchTrackFile,
  releaseDownloadPath,
  trackDownloadPath,
  trackFileName,
} from '@/components/Dashboard/downloadTrack'
import {
  amountCents,
  DEFAULT_MEMBER_SINCE,
  downloadPercent,
  formatCents,
  memberSinceYear,
  totalSpent,
} from '@/components/Dashboard/purchaseStats'
import { statusTone } from '@/components/Primitives/badgeTone'
import { ApiError } from '@/lib/api/client'

describe('the dashboard figures', () => {
  it('reads two-decimal amounts as whole cents', () => {
    expect(amountCents('1.99')).toBe(199)
    expect(amountCents('0.00')).toBe(0)
    expect(amountCents('12.5')).toBe(1250)
    expect(amountCents('7')).toBe(700)
    expect(amountCents('not money')).toBe(0)
    expect(amountCents(null)).toBe(0)
  })

  it('formats cents with two decimals', () => {
    expect(formatCents(0)).toBe('0.00')
    expect(formatCents(5)).toBe('0.05')
    expect(formatCents(123456)).toBe('1234.56')
  })

  it('adds up completed purchases only, without float drift', () => {
    const purchases = [
      { amount: '0.10', status: 'completed' as const },
      { amount: '0.20', status: 'completed' as const },
      { amount: '1.99', status: 'pending' as const },
      { amount: '1.29', status: 'refunded' as const },
      { amount: '0.99', status: 'failed' as const },
    ]
    expect(totalSpent(purchases)).toBe('0.30')
    expect(totalSpent([])).toBe('0.00')
    expect(
      totalSpent(
        Array.from({ length: 10 }, () => ({ amount: '0.10', status: 'completed' as const })),
      ),
    ).toBe('1.00')
  })

  it('takes the member-since year from the account, else 2024', () => {
    expect(memberSinceYear('2025-03-01T12:00:00.000Z')).toBe(2025)
    expect(memberSinceYear(null)).toBe(DEFAULT_MEMBER_SINCE)
    expect(memberSinceYear('garbage')).toBe(DEFAULT_MEMBER_SINCE)
  })

  it('shows completed as success, pending as pending and everything else as a failure', () => {
    expect(statusTone('completed')).toBe('success')
    expect(statusTone('pending')).toBe('pending')
    for (const status of ['failed', 'refunded', 'disputed', 'something new']) {
      expect(statusTone(status)).toBe('failure')
    }
  })

  it('measures a download against its length, or not at all without one', () => {
    expect(downloadPercent(0, 1000)).toBe(0)
    expect(downloadPercent(499, 1000)).toBe(49)
    expect(downloadPercent(1200, 1000)).toBe(100)
    expect(downloadPercent(300, null)).toBeNull()
    expect(downloadPercent(300, 0)).toBeNull()
  })
})

describe('a track download', () => {
  it('is saved as track-{trackId}.mp3', () => {
    expect(trackFileName('abc')).toBe('track-abc.mp3')
  })

  it('reports the bytes read against Content-Length while the file arrives', async () => {
    const parts = [new Uint8Array(3), new Uint8Array(5)]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part)
        controller.close()
      },
    })
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response(body, { headers: { 'Content-Length': '8', 'Content-Type': 'audio/mpeg' } }),
    )
    const progress = vi.fn()
    const file = await fetchTrackFile(trackDownloadPath('abc'), progress, fetchImpl)
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/secure/download/abc')
    const zipFetch = vi.fn<typeof fetch>(async () => new Response(new Uint8Array(2)))
    await fetchTrackFile(releaseDownloadPath('r1'), () => {}, zipFetch, 'flac')
    expect(zipFetch.mock.calls[0][0]).toBe('/api/secure/download/release/r1?format=flac')
    expect(file.size).toBe(8)
    expect(file.type).toBe('audio/mpeg')
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { received: 0, total: 8 },
      { received: 3, total: 8 },
      { received: 8, total: 8 },
    ])
  })

  it('measures against X-Content-Length when the framework dropped Content-Length', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(new Uint8Array(4), { headers: { 'X-Content-Length': '4' } }),
    )
    const progress = vi.fn()
    await fetchTrackFile(trackDownloadPath('abc'), progress, fetchImpl)
    expect(progress).toHaveBeenLastCalledWith({ received: 4, total: 4 })
  })

  it("fails with the server's error for a track the member may not download", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({ error: 'Forbidden' }, { status: 403 }),
    )
    await expect(fetchTrackFile(trackDownloadPath('abc'), () => {}, fetchImpl)).rejects.toEqual(
      new ApiError('Forbidden', 403),
    )
  })
})
