import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback for the browser tests: the app sends its e-mail here over SMTP
 * and each message is filed under `dir` as `<time>-<recipient>.eml` for the tests to read. The
 * folder starts empty unless `keep` (a server started again on the same folder).
 */
export function startSmtpCapture({ dir, port, keep = false }) {
  if (!keep) fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')
        const name = `${Date.now()}-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`
        fs.writeFileSync(path.join(dir, name), Buffer.concat(chunks))
        callback()
      })
    },
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
