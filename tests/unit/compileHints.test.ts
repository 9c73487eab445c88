import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, loadChunks } from '../../src/lib/build/compileHints.mjs'

let dist = ''

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), text)
}

/** A client reference manifest as Next writes it: a script that fills a global. */
const manifest = (page: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(page)}]=${JSON.stringify({ entryJSFiles: entries })};`

const chunk = (name: string) => fs.readFileSync(path.join(dist, 'static/chunks', name), 'utf8')

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'],
    }),
  )
  write(
    'server/app/(site)/music/page_client-reference-manifest.js',
    manifest('/(site)/music/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/site.js', 'static/chunks/site.css'],
      '[project]/src/app/(site)/music/page': ['static/chunks/site.js', 'static/chunks/music.js'],
    }),
  )
  write(
    'server/app/(payload)/cms/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/cms/[[...segments]]/page', {
      '[project]/src/app/(payload)/layout': ['static/chunks/cms.js'],
    }),
  )
  for (const name of ['polyfills', 'react', 'runtime', 'site', 'music', 'cms', 'lazy']) {
    write(`static/chunks/${name}.js`, `/* ${name} */`)
  }
})
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it("are for the framework's scripts and the site's pages, not the CMS's, the polyfills or lazy chunks", () => {
    expect(loadChunks(dist)).toEqual([
      'static/chunks/music.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
      'static/chunks/site.js',
    ])
  })

  it('open each of those scripts once, however often the build runs them', () => {
    expect(addCompileHints(dist)).toHaveLength(4)
    expect(addCompileHints(dist)).toEqual([])
    expect(chunk('music.js')).toBe(`${COMPILE_HINT}/* music */`)
    expect(chunk('react.js')).toBe(`${COMPILE_HINT}/* react */`)
    for (const name of ['cms.js', 'polyfills.js', 'lazy.js']) {
      expect(chunk(name)).not.toContain('allFunctionsCalledOnLoad')
    }
  })
})
