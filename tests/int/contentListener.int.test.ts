import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  dropLocalContent,
  startContentListener,
  stopContentListener,
} from '@/lib/cache/contentBroadcast'
import { contentChanged } from '@/lib/cache/contentChanged'
import { createContentListener, type ContentListener } from '@/lib/cache/contentListener'
import { cached } from '@/lib/cache/memo'
import PageCacheHandler from '@/lib/cache/pageCacheHandler.mjs'

/*
 * Content changes reach every instance: each app process listens on one PostgreSQL channel, and
 * a change made in one drops the others' catalogue memo and rendered pages. Each listener here
 * stands for one process: its own connection and its own id.
 */

let admin: pg.Client
const listeners: ContentListener[] = []

beforeAll(async () => {
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
})
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.stop()))
  await stopContentListener()
})
afterAll(() => admin.end())

type Process = { listener: ContentListener; changes: () => number }

/** A process's listener, counting the times it dropped its cached content. */
const processNamed = (id: string, onChange: () => void = () => {}): Process => {
  let changes = 0
  const listener = createContentListener({
    id,
    onChange: () => {
      changes += 1
      onChange()
    },
    settleMs: 20,
    retry: { firstMs: 50, maxMs: 200 },
    warn: () => {},
  })
  listeners.push(listener)
  return { listener, changes: () => changes }
}

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> => {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The backends of this database listening for content changes, by the id of their process. */
const listenerBackends = async (id: string): Promise<number[]> =>
  (
    await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [`artist content listener ${id}`],
    )
  ).rows.map((row) => row.pid)

const listening = (id: string) => until(async () => (await listenerBackends(id)).length === 1)

const kill = async (id: string) => {
  const [pid] = await listenerBackends(id)
  expect(pid).toBeDefined()
  await admin.query('SELECT pg_terminate_backend($1)', [pid])
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('content changes between processes', () => {
  it('drops the other processes’ catalogue memo and pages when one announces a change', async () => {
    const sender = processNamed('sender')
    const other = processNamed('other', dropLocalContent)
    await Promise.all([listening('sender'), listening('other')])
    expect(await cached('catalogue:test', async () => 'before')).toBe('before')
    const pages = new PageCacheHandler()
    await pages.set('/music', { kind: 'APP_PAGE', html: 'before' }, {})

    sender.listener.announce()

    await until(() => other.changes() === 1)
    expect(await cached('catalogue:test', async () => 'after')).toBe('after')
    expect(await pages.get('/music')).toBeNull()
  })

  it('ignores its own announcements', async () => {
    const sender = processNamed('sender')
    const other = processNamed('other')
    await Promise.all([listening('sender'), listening('other')])

    sender.listener.announce()
    await until(() => other.changes() === 1)
    await sleep(200)

    expect(sender.changes()).toBe(0)
  })

  it('announces a burst of changes once', async () => {
    const sender = processNamed('sender')
    const other = processNamed('other')
    await Promise.all([listening('sender'), listening('other')])

    for (let i = 0; i < 5; i += 1) sender.listener.announce()
    await until(() => other.changes() >= 1)
    await sleep(200)

    expect(other.changes()).toBe(1)
  })

  it('listens again after its connection is killed, drops its caches once, and hears later changes', async () => {
    const sender = processNamed('sender')
    const other = processNamed('other')
    await Promise.all([listening('sender'), listening('other')])

    await kill('other')
    // Back, and its caches dropped once: a change may have been announced while it was away.
    await until(() => other.changes() === 1)
    await listening('other')
    sender.listener.announce()

    await until(() => other.changes() === 2)
    await sleep(200)
    expect(other.changes()).toBe(2)
    expect(sender.changes()).toBe(0)
  })

  it('announces a change made while its own connection was down once it is back', async () => {
    const sender = processNamed('sender')
    const other = processNamed('other')
    await Promise.all([listening('sender'), listening('other')])

    await kill('sender')
    sender.listener.announce()

    await until(() => other.changes() === 1)
    await listening('sender')
    expect(other.changes()).toBe(1)
  })

  it('keeps trying while the database refuses it, without throwing', async () => {
    const warnings: string[] = []
    let changes = 0
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = '/no_such_database'
    const listener = createContentListener({
      id: 'lost',
      connectionString: url.toString(),
      onChange: () => (changes += 1),
      retry: { firstMs: 20, maxMs: 40 },
      warn: (message) => warnings.push(message),
    })
    listeners.push(listener)

    await until(() => warnings.length >= 3)
    expect(warnings[0]).toMatch(/could not listen \(attempt 1\)/)
    expect(changes).toBe(0)
  })

  it('contentChanged() in one process reaches the others', async () => {
    const other = processNamed('other')
    startContentListener()
    await listening('other')
    await until(async () => {
      const { rows } = await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database()
         AND application_name LIKE 'artist content listener %' AND application_name <> $1`,
        ['artist content listener other'],
      )
      return rows.length === 1
    })

    contentChanged()

    await until(() => other.changes() === 1)
  })

  it('does not keep a script alive while it listens', async () => {
    // The script starts a listener, waits until its connection has run LISTEN, and ends there.
    const script = `
      import pg from 'pg'
      import { createContentListener } from '@/lib/cache/contentListener'
      createContentListener({ id: 'script', onChange: () => {} })
      const probe = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await probe.connect()
      for (let tries = 0; tries < 400; tries += 1) {
        const { rows } = await probe.query(
          "SELECT 1 FROM pg_stat_activity WHERE application_name = 'artist content listener script'" +
            " AND query LIKE 'LISTEN %'",
        )
        if (rows.length) break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      await probe.end()
      console.log('listening')
    `
    const child = spawn(
      process.execPath,
      ['--import', 'tsx/esm', '--input-type=module', '-e', script],
      {
        cwd: path.resolve(__dirname, '../..'),
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const timeout = setTimeout(() => child.kill(), 20_000)

    const code = await exited
    clearTimeout(timeout)
    expect(output).toContain('listening')
    expect(code).toBe(0)
  }, 30_000)
})
