import { beforeEach, describe, expect, it } from 'vitest'

import PageCacheHandler, {
  clearPageCache,
  entryTags,
  MAX_ENTRIES,
} from '@/lib/cache/pageCacheHandler.mjs'
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/auth/constants'
import { mayBeSignedIn, sessionHintCookie } from '@/lib/auth/sessionHint'

/** A rendered page as Next stores it: its tags (path and layouts) travel in its headers. */
const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': tags.join(',') },
})

describe('the page cache handler', () => {
  beforeEach(() => clearPageCache())

  it('answers what was stored, with when it was stored and its lifetime', async () => {
    const cache = new PageCacheHandler()
    const before = Date.now()
    await cache.set('/music', page('<p>music</p>', ['_N_T_/layout', '_N_T_/music']), {
      cacheControl: { revalidate: 60, expire: 31536000 },
    })
    const hit = await cache.get('/music')
    expect(hit?.value).toMatchObject({ html: '<p>music</p>' })
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before)
    expect(hit?.cacheControl).toEqual({ revalidate: 60, expire: 31536000 })
    expect(await cache.get('/videos')).toBeNull()
  })

  it('is one store for every instance, as Next builds one per request context', async () => {
    await new PageCacheHandler().set('/music', page('a', []), {})
    expect((await new PageCacheHandler().get('/music'))?.value).toMatchObject({ html: 'a' })
  })

  it('drops the pages carrying a revalidated tag and keeps the others', async () => {
    const cache = new PageCacheHandler()
    await cache.set('/music', page('m', ['_N_T_/layout', '_N_T_/music']), {})
    await cache.set('/privacy', page('p', ['_N_T_/layout', '_N_T_/privacy']), {})
    await cache.set('/cms-data', { kind: 'FETCH', data: {} }, { fetchCache: true, tags: ['cms'] })

    await cache.revalidateTag('_N_T_/music')
    expect(await cache.get('/music')).toBeNull()
    expect(await cache.get('/privacy')).not.toBeNull()

    // revalidatePath('/', 'layout'): every page under the root layout.
    await cache.revalidateTag(['_N_T_/layout'])
    expect(await cache.get('/privacy')).toBeNull()
    expect(await cache.get('/cms-data')).not.toBeNull()

    await cache.revalidateTag(['cms'])
    expect(await cache.get('/cms-data')).toBeNull()
  })

  it('reads tags from the page headers and from the data context', () => {
    expect(entryTags(page('x', ['a', 'b']), undefined)).toEqual(['a', 'b'])
    expect(entryTags({ kind: 'FETCH' }, { tags: ['c'] })).toEqual(['c'])
    expect(entryTags(null, undefined)).toEqual([])
  })

  it('keeps at most MAX_ENTRIES, evicting the least recently used', async () => {
    const cache = new PageCacheHandler()
    for (let i = 0; i < MAX_ENTRIES; i++) await cache.set(`/p${i}`, page(`${i}`, []), {})
    await cache.get('/p0') // used again: now the most recent
    await cache.set('/one-more', page('x', []), {})
    expect(await cache.get('/p0')).not.toBeNull()
    expect(await cache.get('/p1')).toBeNull()
    expect(await cache.get('/one-more')).not.toBeNull()
  })
})

describe('the session hint cookie', () => {
  const jar =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name)

  it('is set when the request carries a session and no hint', () => {
    expect(sessionHintCookie(jar(SESSION_COOKIE), '/music')).toBe(
      `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`,
    )
  })

  it('is cleared when the hint outlived the session', () => {
    expect(sessionHintCookie(jar(SESSION_HINT_COOKIE), '/landing')).toBe(
      `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
    )
  })

  it('is left alone when it already agrees, and on static files', () => {
    expect(sessionHintCookie(jar(SESSION_COOKIE, SESSION_HINT_COOKIE), '/music')).toBeNull()
    expect(sessionHintCookie(jar(), '/music')).toBeNull()
    expect(sessionHintCookie(jar(SESSION_COOKIE), '/_next/static/chunks/app.js')).toBeNull()
  })

  it('carries no secret and is readable by the page, never HttpOnly', () => {
    const cookie = sessionHintCookie(jar(SESSION_COOKIE), '/')
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(cookie).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`))
  })

  it('tells the browser whether to ask who is signed in', () => {
    expect(mayBeSignedIn(`theme=dark; ${SESSION_HINT_COOKIE}=1`)).toBe(true)
    expect(mayBeSignedIn(`${SESSION_HINT_COOKIE}=`)).toBe(false)
    expect(mayBeSignedIn('')).toBe(false)
    expect(mayBeSignedIn(`x${SESSION_HINT_COOKIE}=1`)).toBe(false)
  })
})
