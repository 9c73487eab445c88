// V8's explicit compile hints for the scripts the site's pages run as they load. Used by
// next.config.mjs (compiler.runAfterProductionCompile), after Next has written the chunks and
// before it prerenders or measures anything.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * A script that opens with this comment has every function in it compiled while it downloads,
 * on the browser's background threads (Chrome 136 and later; other browsers read a comment).
 * Without it V8 compiles each function on the main thread the first time it runs: on /music,
 * React hydrating the page spent most of its one long task (≈ 300 ms on a phone's CPU) parsing
 * and compiling functions one by one. Only for code that runs at load: the hint makes the
 * browser compile code that may never run, so the CMS's large chunks go without it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The client reference manifests of the site's pages (the CMS's are under `(payload)`). */
function sitePageManifests(distDir) {
  const appDir = path.join(distDir, 'server', 'app')
  if (!fs.existsSync(appDir)) return []
  return fs
    .readdirSync(appDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('page_client-reference-manifest.js'))
    .filter((file) => !file.split(path.sep).includes('(payload)'))
    .map((file) => path.join(appDir, file))
}

/** The chunks a page's segments load first, as `static/chunks/…` paths. */
function entryChunks(manifestFile) {
  const sandbox = {}
  sandbox.globalThis = sandbox
  sandbox.self = sandbox
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox)
  return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap((page) =>
    Object.values(page.entryJSFiles ?? {}).flat(),
  )
}

/**
 * The scripts any of the site's pages runs at load: the framework's (every page's, the CMS's
 * too) and each site page's own, not the polyfills modern browsers skip.
 */
export function loadChunks(distDir) {
  const build = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const polyfills = new Set(build.polyfillFiles ?? [])
  const chunks = new Set([
    ...(build.rootMainFiles ?? []),
    ...sitePageManifests(distDir).flatMap(entryChunks),
  ])
  return [...chunks].filter((file) => file.endsWith('.js') && !polyfills.has(file)).sort()
}

/** Opens each of those scripts with the hint (once); returns the ones it changed. */
export function addCompileHints(distDir) {
  const changed = []
  for (const chunk of loadChunks(distDir)) {
    const file = path.join(distDir, chunk)
    const code = fs.readFileSync(file, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(file, COMPILE_HINT + code)
    changed.push(chunk)
  }
  return changed
}
