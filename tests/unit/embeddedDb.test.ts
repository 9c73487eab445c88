import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { startEmbeddedDb } from '../../scripts/lib/embedded-db.mjs'

describe('the embedded PostgreSQL on a port that is taken', () => {
  let blocker: net.Server | null = null
  let dataDir = ''
  afterEach(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)))
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('says which port is busy and how to choose another', async () => {
    blocker = net.createServer()
    await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as net.AddressInfo
    dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-pg-'))

    await expect(
      startEmbeddedDb({ dataDir: path.join(dataDir, 'postgres'), port }),
    ).rejects.toThrow(
      new RegExp(`^Port ${port} is already in use.*EMBEDDED_PG_PORT=<port>.*DATABASE_URL`),
    )
  })
})
