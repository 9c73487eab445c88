// Payload tasks of this project: `node --import tsx/esm scripts/cli.ts <task>`.
//   prepare   migrations, then demo content in demo mode
//   generate  payload-types.ts, the admin import map and the theme's stylesheet of tokens
//             (no database needed)
// Payload's own CLI (`payload run`, bin scripts) loads TypeScript through a tsx API that on
// Node 20 sometimes exits with status 0 before the task has run; `--import tsx/esm` does not.
import type { SanitizedConfig } from 'payload'

const tasks: Record<string, (config: SanitizedConfig) => Promise<void>> = {
  prepare: async (config) => {
    const { prepareDatabase } = await import('@/seed/prepare')
    await prepareDatabase(config)
  },
  generate: async (config) => {
    const { generateImportMap } = await import('payload')
    const { generateTypes } = await import('payload/node')
    const { writeFile } = await import('node:fs/promises')
    const { TOKENS_STYLESHEET, tokensStylesheet } = await import('@/styles/tokens')
    await generateTypes(config)
    await generateImportMap(config, { log: true })
    await writeFile(TOKENS_STYLESHEET, tokensStylesheet())
  },
}

const name = process.argv[2] ?? ''
const task = tasks[name]
if (!task) {
  console.error(`usage: scripts/cli.ts <${Object.keys(tasks).join('|')}>`)
  process.exit(2)
}
// Generating reads the config but never connects, so it needs no database.
if (name === 'generate') process.env.DATABASE_URL ||= 'postgres://generate-only@127.0.0.1/none'
const { default: config } = await import('@payload-config')
// Payload's synchronous logger: where Payload ends the process itself (a migration that fails
// calls process.exit), the default logger's buffered lines would be lost with it.
await task({ ...(await config), logger: 'sync' })
console.log(`${name}: done`)
process.exit(0)
