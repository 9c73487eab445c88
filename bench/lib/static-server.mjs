// The reference every benchmark is measured against: Node's http server and nothing else, in a
// process of its own so it shares no event loop with the load generator. Started by
// reference.mjs with a route table; answers 404 for anything else.
import { createReadStream, readFileSync, statSync } from 'node:fs'
import http from 'node:http'

const { routes, port } = JSON.parse(process.argv[2])

/** Small files are answered from memory (the best a static server can do), large ones streamed. */
const handlerFor = ({ file, type, inMemory }) => {
  const headers = { 'Content-Type': type }
  if (inMemory) {
    const body = readFileSync(file)
    headers['Content-Length'] = String(body.length)
    return (response) => response.writeHead(200, headers).end(body)
  }
  headers['Content-Length'] = String(statSync(file).size)
  return (response) => createReadStream(file).pipe(response.writeHead(200, headers))
}

const handlers = new Map(Object.entries(routes).map(([route, spec]) => [route, handlerFor(spec)]))

const server = http.createServer((request, response) => {
  const handle = handlers.get(new URL(request.url, 'http://reference').pathname)
  if (handle) handle(response)
  else response.writeHead(404).end()
})
server.listen(port, '127.0.0.1', () => process.send({ port: server.address().port }))
// The parent's going away (or a 'stop') ends the server, so it never outlives a benchmark.
process.on('disconnect', () => process.exit(0))
process.on('message', (message) => message === 'stop' && process.exit(0))
