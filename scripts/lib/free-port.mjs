// Ports for servers a run owns (the fault tests' database, app, Stripe and mail). They are taken
// below Linux's ephemeral range (32768–60999): a port in it can be held at any moment by the
// client end of an unrelated connection, which refuses a later bind even though nothing listens.
import net from 'node:net'

const canListen = (port, host) =>
  new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })

/**
 * `count` distinct ports free on `host`, the first at or above `from`; ports in use (another
 * checkout's run, a developer's server) are skipped rather than failing the run.
 */
export async function freePorts(count, { from, host = '127.0.0.1', tries = 200 }) {
  const ports = []
  for (let port = from; port < from + tries && ports.length < count; port += 1) {
    if (await canListen(port, host)) ports.push(port)
  }
  if (ports.length < count) {
    throw new Error(`no ${count} free ports between ${from} and ${from + tries - 1} on ${host}`)
  }
  return ports
}
