// Debian's nginx in front of the app (`npm run stack`, the stack test, the benchmarks): finds the
// binary, renders deploy/nginx/*.conf with this machine's folders and the instances' ports, and
// runs it in the foreground with everything it writes under one work folder.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DEPLOY = path.join(ROOT, 'deploy/nginx')

const INSTALL_HINT =
  'nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx-light ' +
  '(or set NGINX_BIN to an nginx binary).'

/** The nginx binary: NGINX_BIN, else nginx on the PATH or in /usr/sbin; null when missing. */
export const findNginx = (env = process.env) => {
  const candidates = [env.NGINX_BIN, 'nginx', '/usr/sbin/nginx'].filter(Boolean)
  for (const bin of candidates) {
    const probe = spawnSync(bin, ['-v'], { stdio: 'ignore' })
    if (!probe.error && probe.status === 0) return bin
  }
  return null
}

export const requireNginx = (env = process.env) => {
  const bin = findNginx(env)
  if (!bin) {
    console.error(INSTALL_HINT)
    process.exit(1)
  }
  return bin
}

/** `{{NAME}}` → values[NAME]; a placeholder left without a value is an error, not an empty string. */
export const renderTemplate = (template, values) =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`no value for {{${name}}}`)
    return String(values[name])
  })

/** The `server` lines of the upstream: one per app instance. */
export const upstreamServers = (ports, host = '127.0.0.1') =>
  ports.map((port) => `    server ${host}:${port} max_fails=1 fail_timeout=2s;`).join('\n')

/** The folders the app keeps its files in, as the app resolves them (absolute). */
export const fileFolders = (env = process.env) => ({
  MEDIA_DIR: path.resolve(ROOT, env.MEDIA_DIR || 'media'),
  TRACK_AUDIO_DIR: path.resolve(ROOT, env.TRACK_AUDIO_DIR || 'track-audio'),
  RENDITIONS_DIR: path.resolve(ROOT, env.RENDITIONS_DIR || 'renditions'),
  EXPORT_DIR: path.resolve(ROOT, env.EXPORT_DIR || '.data/exports'),
})

/**
 * Writes nginx.conf and site.conf for this machine into `workDir`.
 * @param {{ workDir: string, listen: string | number, appPorts: number[], env?: object,
 *   serverName?: string, accessLog?: string }} options
 */
export function writeNginxConfig({
  workDir,
  listen,
  appPorts,
  env = process.env,
  serverName,
  accessLog,
}) {
  // A new start begins with an empty cache: nothing from the last run is served.
  fs.rmSync(path.join(workDir, 'cache'), { recursive: true, force: true })
  fs.mkdirSync(path.join(workDir, 'cache'), { recursive: true })
  const folders = fileFolders(env)
  for (const dir of Object.values(folders)) fs.mkdirSync(dir, { recursive: true })
  const values = {
    ...folders,
    WORK_DIR: workDir,
    RUN_AS: os.userInfo().username,
    LISTEN: listen,
    SERVER_NAME: serverName ?? '_',
    UPSTREAMS: upstreamServers(appPorts),
    APP_DIR: ROOT,
    CACHE_DIR: path.join(workDir, 'cache'),
    ERRORS_DIR: path.join(DEPLOY, 'errors'),
    MIME_TYPES: fs.existsSync('/etc/nginx/mime.types')
      ? '/etc/nginx/mime.types'
      : path.join(DEPLOY, 'mime.types'),
    ACCESS_LOG: accessLog ?? 'off',
  }
  const site = renderTemplate(fs.readFileSync(path.join(DEPLOY, 'site.conf'), 'utf8'), values)
  const main = renderTemplate(fs.readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8'), values)
  fs.writeFileSync(path.join(workDir, 'site.conf'), site)
  fs.writeFileSync(path.join(workDir, 'nginx.conf'), main)
  return path.join(workDir, 'nginx.conf')
}

/** Checks a rendered configuration with `nginx -t`; throws with nginx's words when it is wrong. */
export const testNginxConfig = (bin, workDir) => {
  const result = spawnSync(bin, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-t'], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`)
}

/** Runs nginx in the foreground on the rendered configuration; stop() ends it (SIGQUIT, then KILL). */
export function startNginx(bin, workDir, { stdio = 'inherit' } = {}) {
  const child = spawn(
    bin,
    ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio },
  )
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  return {
    child,
    exited,
    /** Re-reads the configuration (e.g. after an instance was added). */
    reload: () => child.kill('SIGHUP'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}
