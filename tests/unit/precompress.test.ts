import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { precompressedStatic } from '../../scripts/lib/precompressed.mjs'
import { compressAtBest, precompressStatic } from '../../src/lib/build/precompress.mjs'
import { rawRequest } from '../helpers/rawHttp'

let dist = ''

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), content)
}
const read = (file: string) => fs.readFileSync(path.join(dist, file))

const SCRIPT = `//# allFunctionsCalledOnLoad\n${'export const track = () => "Lenox After Dark";\n'.repeat(400)}`

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  write('static/chunks/react.js', SCRIPT)
  write('static/chunks/site.css', `.card{color:var(--color-text)}\n`.repeat(200))
  write('static/media/archivo.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]))
  write('static/build-id/_buildManifest.js', 'self.__BUILD_MANIFEST={}')
  write('server/app/music.html', '<html></html>')
})

afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('the build compresses its scripts and stylesheets once (precompressStatic)', () => {
  it('writes a Brotli copy next to every script and stylesheet under static/, and only those', async () => {
    const files = await precompressStatic(dist)
    expect(files).toEqual([
      path.join('build-id', '_buildManifest.js'),
      path.join('chunks', 'react.js'),
      path.join('chunks', 'site.css'),
    ])
    for (const file of ['static/chunks/react.js', 'static/chunks/site.css']) {
      const copy = read(`${file}.br`)
      expect(zlib.brotliDecompressSync(copy).equals(read(file))).toBe(true)
      expect(copy.equals(await compressAtBest(read(file)))).toBe(true)
      expect(copy.length).toBeLessThan(read(file).length / 4)
    }
    expect(fs.existsSync(path.join(dist, 'static/media/archivo.woff2.br'))).toBe(false)
    expect(fs.existsSync(path.join(dist, 'server/app/music.html.br'))).toBe(false)
  })

  it('compresses at a higher quality than the server does for each request', async () => {
    const content = read('static/chunks/react.js')
    const onTheFly = zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    })
    expect((await compressAtBest(content)).length).toBeLessThan(onTheFly.length)
  })

  it('copies a file as it is now when the build is compressed again (after the compile hints)', async () => {
    await precompressStatic(dist)
    write('static/chunks/react.js', `${SCRIPT}// changed\n`)
    await precompressStatic(dist)
    expect(
      zlib
        .brotliDecompressSync(read('static/chunks/react.js.br'))
        .toString()
        .endsWith('// changed\n'),
    ).toBe(true)
  })
})

/** A server that answers as Next answers a static file: headers, then the file in pieces. */
async function serve(distDir: string) {
  const sendsPrecompressed = precompressedStatic(distDir)
  const server = http.createServer((req, res) => {
    const taken = sendsPrecompressed(req, res)
    res.setHeader('X-Taken', String(taken))
    const file = path.join(distDir, 'static', (req.url ?? '').replace('/_next/static/', ''))
    if (!fs.existsSync(file)) {
      res.statusCode = 404
      res.end('not found')
      return
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('ETag', 'W/"1"')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (req.headers['if-none-match'] === 'W/"1"') {
      res.statusCode = 304
      res.end()
      return
    }
    const content = fs.readFileSync(file)
    res.setHeader('Content-Length', content.length)
    res.statusCode = 200
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    res.write(content.subarray(0, 100))
    res.write(content.subarray(100), () => res.end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('the server sends those copies (precompressedStatic)', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

  it('sends the copy, with its length and encoding, keeping the headers Next set', async () => {
    await precompressStatic(dist)
    const { base, close } = await serve(dist)
    try {
      const answer = await rawRequest(`${base}/_next/static/chunks/react.js`, BROWSER)
      expect(answer.status).toBe(200)
      expect(answer.headers['x-taken']).toBe('true')
      expect(answer.headers['content-encoding']).toBe('br')
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['content-length']).toBe(String(answer.body.length))
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.body.equals(read('static/chunks/react.js.br'))).toBe(true)
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)

      const head = await rawRequest(`${base}/_next/static/chunks/site.css`, BROWSER, 'HEAD')
      expect(head.headers['content-encoding']).toBe('br')
      expect(head.headers['content-length']).toBe(String(read('static/chunks/site.css.br').length))
      expect(head.body.length).toBe(0)
    } finally {
      await close()
    }
  })

  it('leaves to the server what is not a whole file for a browser that takes Brotli', async () => {
    await precompressStatic(dist)
    const { base, close } = await serve(dist)
    try {
      const script = `${base}/_next/static/chunks/react.js`
      const askings: Record<string, string>[] = [
        { 'accept-encoding': 'gzip, deflate' },
        { 'accept-encoding': 'br;q=0, gzip' },
        {},
        { ...BROWSER, range: 'bytes=0-99' },
      ]
      for (const headers of askings) {
        const answer = await rawRequest(script, headers)
        expect(answer.headers['x-taken'], JSON.stringify(headers)).toBe('false')
        expect(answer.headers['content-encoding']).toBeUndefined()
        expect(answer.body.toString()).toBe(SCRIPT)
      }
      // A revalidation: Next's 304, with no body and no encoding.
      const unchanged = await rawRequest(script, { ...BROWSER, 'if-none-match': 'W/"1"' })
      expect(unchanged.status).toBe(304)
      expect(unchanged.headers['content-encoding']).toBeUndefined()
      expect(unchanged.body.length).toBe(0)
      // Files without a copy, and paths outside the build's static files.
      for (const url of [
        '/_next/static/media/archivo.woff2',
        '/_next/static/chunks/missing.js',
        '/_next/static/../server/app/music.html',
        '/music',
      ]) {
        expect((await rawRequest(`${base}${url}`, BROWSER)).headers['x-taken'], url).toBe('false')
      }
    } finally {
      await close()
    }
  })

  it('sends nothing of its own for a build without copies', async () => {
    const { base, close } = await serve(dist)
    try {
      const answer = await rawRequest(`${base}/_next/static/chunks/react.js`, BROWSER)
      expect(answer.headers['x-taken']).toBe('false')
      expect(answer.body.toString()).toBe(SCRIPT)
    } finally {
      await close()
    }
  })
})
