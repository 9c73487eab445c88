import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { freePorts } from '../../scripts/lib/free-port.mjs'

describe('ports for the servers a run owns', () => {
  const blockers: net.Server[] = []
  afterEach(async () => {
    await Promise.all(blockers.map((b) => new Promise((resolve) => b.close(resolve))))
    blockers.length = 0
  })

  const block = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const server = net.createServer()
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
      blockers.push(server)
    })

  it('skips ports in use instead of failing, and never gives the same port twice', async () => {
    const [first] = await freePorts(1, { from: 4900 })
    await block(first)
    const ports = await freePorts(3, { from: first })
    expect(ports).not.toContain(first)
    expect(new Set(ports).size).toBe(3)
    expect(ports.every((port) => port > first && port < 32768)).toBe(true)
  })

  it('says so when the range holds too few free ports', async () => {
    const [port] = await freePorts(1, { from: 4950 })
    await block(port)
    await expect(freePorts(1, { from: port, tries: 1 })).rejects.toThrow(
      `no 1 free ports between ${port} and ${port}`,
    )
  })
})
