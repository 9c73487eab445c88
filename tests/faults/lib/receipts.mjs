import fs from 'node:fs'
import path from 'node:path'

/** How many receipts the run's mail server has filed for an address (named as it names them). */
export const receiptsTo = (dir, email) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(`-${email.replace(/[^a-z0-9@.]/gi, '_')}.eml`))
    .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('Your receipt:'))
    .length
