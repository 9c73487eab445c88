// What a response writes in one turn of the event loop (its head, a JSON body, the end of it)
// leaves in one write to the socket. Otherwise Next sends the head and each piece of the body
// apart, and an instance killed between them leaves nginx with half an answer it can neither
// finish nor retry (the client's connection is cut). Whole, an answer is either out or never
// started, and nginx sends a GET that got nothing to another instance. A streamed page still
// streams: what a later turn writes goes out in that turn.

const METHODS = ['writeHead', 'flushHeaders', 'write', 'end']

/** @param {import('node:http').ServerResponse} res */
export function writeEachTurnAtOnce(res) {
  let holding = false
  const hold = () => {
    if (holding) return
    holding = true
    res.cork()
    setImmediate(() => {
      holding = false
      while (res.writableCorked) res.uncork()
    })
  }
  for (const method of METHODS) {
    const original = res[method]
    res[method] = function (...args) {
      hold()
      return original.apply(this, args)
    }
  }
}
