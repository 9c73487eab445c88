import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CATALOGUE_TTL_MS, cached, clearCatalogueCache } from '@/lib/cache/memo'

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

  it('serves the old value while an expired one reloads, then the new one', async () => {
    await cached('tracks', async () => ['old'], 1_000)
    let finish: (value: string[]) => void = () => undefined
    const reload = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)))
    const later = 1_000 + CATALOGUE_TTL_MS
    expect(await cached('tracks', reload, later)).toEqual(['old'])
    expect(await cached('tracks', reload, later + 1)).toEqual(['old'])
    expect(reload).toHaveBeenCalledTimes(1)
    finish(['new'])
    await Promise.resolve()
    expect(await cached('tracks', reload, later + 2)).toEqual(['new'])
  })

  it('drops a reload that a change overtook', async () => {
    await cached('tracks', async () => ['old'], 1_000)
    let finish: (value: string[]) => void = () => undefined
    const later = 1_000 + CATALOGUE_TTL_MS
    await cached('tracks', () => new Promise<string[]>((resolve) => (finish = resolve)), later)
    clearCatalogueCache()
    expect(await cached('tracks', async () => ['edited'], later + 1)).toEqual(['edited'])
    finish(['from before the edit'])
    await Promise.resolve()
    expect(await cached('tracks', async () => ['unused'], later + 2)).toEqual(['edited'])
  })

  it('keeps the old value when a reload fails, and tries again on the next call', async () => {
    await cached('tracks', async () => ['old'], 1_000)
    const later = 1_000 + CATALOGUE_TTL_MS
    const failing = vi.fn(async (): Promise<string[]> => {
      throw new Error('database away')
    })
    expect(await cached('tracks', failing, later)).toEqual(['old'])
    await Promise.resolve()
    await Promise.resolve()
    const working = vi.fn(async () => ['new'])
    expect(await cached('tracks', working, later + 1)).toEqual(['old'])
    expect(working).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(await cached('tracks', working, later + 2)).toEqual(['new'])
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
