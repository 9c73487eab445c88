import { spawn } from 'node:child_process'
import path from 'node:path'

// Binaries are started with node directly: killing an `npx` wrapper can leave its child running.
const BINARIES = {
  next: 'node_modules/next/dist/bin/next',
  payload: 'node_modules/payload/bin.js',
  vitest: 'node_modules/vitest/vitest.mjs',
  playwright: 'node_modules/@playwright/test/cli.js',
}

/**
 * Node 20 runs tsx's module hooks on a thread of their own (module.register). A TypeScript entry
 * point whose main thread is waiting on that thread for an import can be ended under it with
 * code 13, "unsettled top-level await", before it has done anything: CI's browser tests once lost
 * their server so, its prepare step gone without a line. Such an exit is not the script's
 * answer, so the script is started again, at most `attempts` times in all: the tasks here can
 * run twice (`npm run dev` prepares the database at every start).
 */
export const UNSETTLED_AWAIT_EXIT = 13

export async function runTypeScript(args, { attempts = 3, ...options } = {}) {
  for (let attempt = 1; ; attempt++) {
    const code = await run(process.execPath, ['--import', 'tsx/esm', ...args], options).done
    if (code !== UNSETTLED_AWAIT_EXIT || attempt >= attempts) return code
    console.error(
      `${args.join(' ')} ended early (exit ${code}, Node's module-hooks thread); starting it again`,
    )
  }
}

/** Runs one of the Payload tasks of scripts/cli.ts; resolves with its exit code. */
export const task = (name, options) => runTypeScript(['scripts/cli.ts', name], options)

/** Runs a command, its output inherited unless `stdio` says otherwise; resolves with its exit code. */
export function run(command, args = [], { env = process.env, stdio = 'inherit' } = {}) {
  const bin = BINARIES[command]
  const [file, argv] = bin ? [process.execPath, [path.resolve(bin), ...args]] : [command, args]
  const child = spawn(file, argv, { stdio, env })
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      // Killed by a signal it prints nothing itself: say which (not the Ctrl-C we pass on).
      if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM') {
        console.error(`${[path.basename(file), ...argv.slice(-1)].join(' ')} ended by ${signal}`)
      }
      resolve(code ?? (signal ? 1 : 0))
    })
    child.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
  })
  return { child, done }
}

/** Ends the child first and the database second, on Ctrl-C or a polite kill. */
export function forwardSignals(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal)
    })
  }
}
