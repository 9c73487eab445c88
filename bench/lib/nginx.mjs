// A static nginx (Debian's nginx-light, /usr/sbin/nginx) serving one directory: the real limit
// of serving a file over HTTP on this machine (sendfile from the page cache, no copy through a
// user-space process), which the app's downloads are compared with. Everything it writes (pid,
// error log, temp paths) stays in its own temp dir; it runs in the foreground (daemon off) as a
// child of the benchmark and is stopped with it.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const NGINX = '/usr/sbin/nginx'

/**
 * The whole configuration. One worker, as the app is one Node server process. As root, the
 * worker stays root: the default (nobody) could not read a mkdtemp directory (mode 0700).
 */
function config({ root, port, dir }) {
  const temp = (name) => path.join(dir, name)
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { audio/flac flac; audio/mpeg mp3; }
  default_type application/octet-stream;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`
}

/**
 * Starts nginx serving the files of `root` on 127.0.0.1:`port`; resolves once it answers.
 * @returns {Promise<{ baseUrl: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startNginx({ root, port }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'))
  const conf = path.join(dir, 'nginx.conf')
  await writeFile(conf, config({ root, port, dir }))
  // -e: the error log before the configuration is read (the built-in default is not ours).
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: a graceful stop, the master waits for its worker.
      child.kill('SIGQUIT')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`nginx exited with code ${child.exitCode} (port ${port} in use?)`)
    }
    const answered = await fetch(`${baseUrl}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error('nginx did not answer within 10 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { baseUrl, pid: child.pid, stop }
}
