import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'

/** Keeps the tail of stderr, where ffmpeg says what went wrong, without holding a chatty log. */
const STDERR_LIMIT = 16 * 1024

/** Niceness of a transcode: it yields the CPU to the web server on the same machine. */
const NICENESS = 10

/**
 * A tool that exited non-zero, was killed, or could not start. `reason` is one line a person
 * can act on: ffmpeg's own last words, or what the timeout was.
 */
export class ToolError extends Error {
  readonly reason: string
  readonly exitCode: number | null

  constructor(bin: string, reason: string, exitCode: number | null = null) {
    super(`${bin}: ${reason}`)
    this.name = 'ToolError'
    this.reason = reason
    this.exitCode = exitCode
  }
}

/** The last line that says something: ffmpeg ends its log with the error that stopped it. */
export const lastLine = (text: string): string => {
  const lines = text.split(/\r?\n|\r/).map((line) => line.trim())
  for (let i = lines.length - 1; i >= 0; i -= 1) if (lines[i]) return lines[i]
  return ''
}

export type RunOptions = { timeoutMs: number; input?: Buffer }

/**
 * Runs `bin` with an argument array (never a shell, so a title with quotes or `$` stays a
 * title), at a lower CPU priority, and kills it outright at the deadline: a stuck decoder must
 * not pin a core forever. Resolves with all of stdout and the tail of stderr; rejects with
 * ToolError on a non-zero exit, a signal, a timeout or a missing binary.
 */
export const runTool = (
  bin: string,
  args: string[],
  options: RunOptions,
): Promise<{ stdout: Buffer; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true })
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, NICENESS)
      } catch {
        // Not permitted everywhere (some containers); running at normal priority is fine.
      }
    }
    const stdout: Buffer[] = []
    let stderr = ''
    let timedOut = false
    let settled = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)

    const fail = (error: ToolError) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      reject(error)
    }

    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
      if (stderr.length > STDERR_LIMIT * 2) stderr = stderr.slice(-STDERR_LIMIT)
    })
    child.on('error', (error) => fail(new ToolError(bin, error.message)))
    child.on('close', (code, signal) => {
      if (settled) return
      const tail = stderr.slice(-STDERR_LIMIT)
      if (timedOut) {
        fail(new ToolError(bin, `timed out after ${options.timeoutMs / 1000} s`, code))
      } else if (code !== 0) {
        const said = lastLine(tail)
        const fallback = signal ? `killed by ${signal}` : `exited with code ${code}`
        fail(new ToolError(bin, said || fallback, code))
      } else {
        settled = true
        clearTimeout(timer)
        resolve({ stdout: Buffer.concat(stdout), stderr: tail })
      }
    })

    // A tool that exits before reading all of its input closes the pipe: that is not our error.
    child.stdin.on('error', () => undefined)
    child.stdin.end(options.input)
  })
