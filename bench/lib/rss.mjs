import fs from 'node:fs/promises'

const childrenOf = async (pid) => {
  try {
    const text = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')
    return text.split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

const rssOf = async (pid) => {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8')
    const match = /VmRSS:\s+(\d+) kB/.exec(status)
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** Resident memory, in bytes, of a process and all its descendants (Linux /proc). */
export async function processTreeRss(pid) {
  let total = await rssOf(pid)
  for (const child of await childrenOf(pid)) total += await processTreeRss(child)
  return total
}

/** A process and all its descendants' ids (Linux /proc). */
export async function processTreePids(pid) {
  const pids = [pid]
  for (const child of await childrenOf(pid)) pids.push(...(await processTreePids(child)))
  return pids
}
