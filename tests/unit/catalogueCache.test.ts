import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CATALOGUE_TTL_MS, cached, clearCatalogueCache } from '@/lib/catalogue/cache'

describe('the catalogue cache', () => {
  beforeEach(() => clearCatalogueCache())

  it('loads once within its lifetime', async () => {
    const load = vi.fn(async () => ['a'])
    await cached('tracks', load, 1_000)
    await cached('tracks', load, 1_000 + CATALOGUE_TTL_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again once the lifetime is over', async () => {
    const load = vi.fn(async () => ['a'])
    await cached('tracks', load, 1_000)
    await cached('tracks', load, 1_000 + CATALOGUE_TTL_MS)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads again after a change cleared it', async () => {
    const load = vi.fn(async () => ['a'])
    await cached('tracks', load, 1_000)
    clearCatalogueCache()
    await cached('tracks', load, 1_001)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps keys apart', async () => {
    expect(await cached('tracks', async () => 'tracks', 1)).toBe('tracks')
    expect(await cached('videos', async () => 'videos', 1)).toBe('videos')
  })

  it('does not keep a failed load', async () => {
    const failing = vi.fn(async () => {
      throw new Error('database down')
    })
    await expect(cached('tracks', failing, 1)).rejects.toThrow('database down')
    await Promise.resolve()
    expect(await cached('tracks', async () => 'recovered', 2)).toBe('recovered')
  })
})
