// Renders formats of one master with the app's own renderRendition, in sequence, as the
// renditions job does (src/lib/audio/renditions/build.ts: no probe handed over, so each render
// probes the master, encodes, tags, and probes the result), and prints one JSON line per format
// with what it cost. Run by bench/formats.mjs in a child process, since the library is
// TypeScript:
//   node --import tsx/esm bench/lib/render-formats.ts [--loop] <master> <out-dir> <cover.jpg|-> all|<format>...
// `all` is every file the app builds from this master (buildsForMaster of its codec: the sold
// formats and the stream). Each format is written to <out-dir>/<format>.<ext>. A line
// {"ready":true} comes first, once the library is loaded and the master probed; with --loop the
// list is rendered again and again until the process is killed (a steady background load).
// CPU time is this process's own
// (process.cpuUsage: tagging, cover check, JSON) plus its waited-for children's (ffmpeg and
// ffprobe, from the cutime/cstime of /proc/self/stat), measured around the render alone, so
// Node's start and the TypeScript loader are not counted.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import {
  buildsForMaster,
  FORMATS,
  type FormatId,
  isFormatId,
  probeAudio,
  renderRendition,
  type TrackTags,
} from '@/lib/audio/ffmpeg'

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100

/** CPU seconds of the waited-for children so far (user + system). */
const childrenCpuSeconds = (): number => {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // The fields after the command name, which is in parentheses and may hold spaces: state is
  // field 3, cutime field 16 and cstime field 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / CLOCK_TICKS
}

const TAGS: TrackTags = {
  title: 'Benchmark Tone',
  artist: 'Bench Artist',
  albumArtist: 'Bench Artist',
  album: 'Formats',
  trackNumber: 1,
  trackTotal: 1,
  year: 2026,
  genre: 'Test',
  isrc: 'XXA002600001',
  lyrics: 'La la la\nLa la la',
  credits: 'Written and produced by the benchmark',
  copyright: '2026 Bench Artist',
}

const args = process.argv.slice(2)
const loop = args[0] === '--loop'
const [master, outDir, coverFile, ...asked] = loop ? args.slice(1) : args
const valid = asked.length > 0 && (asked.join() === 'all' || asked.every(isFormatId))
if (!master || !outDir || !coverFile || !valid) {
  console.error(
    'usage: render-formats.ts [--loop] <master> <out-dir> <cover.jpg|-> all|<format>...',
  )
  process.exit(2)
}
const cover = coverFile === '-' ? null : await readFile(coverFile)
// The length the job reads from its ledger; probed here once, outside the measurements.
const { codec, durationSeconds } = await probeAudio(master)
const formats = asked.join() === 'all' ? buildsForMaster(codec) : (asked as FormatId[])
console.log(JSON.stringify({ ready: true, formats }))

/** One render, measured; prints its line. */
const render = async (format: FormatId): Promise<void> => {
  const out = path.join(outDir, `${format}.${FORMATS[format].ext}`)
  const began = performance.now()
  const ownBefore = process.cpuUsage()
  const childrenBefore = childrenCpuSeconds()
  const { size } = await renderRendition({
    master,
    masterDuration: durationSeconds,
    format,
    tags: TAGS,
    cover,
    out,
  })
  const own = process.cpuUsage(ownBefore)
  const result = {
    format,
    file: out,
    size,
    audioSeconds: durationSeconds,
    wallSeconds: (performance.now() - began) / 1000,
    cpuSeconds: {
      node: (own.user + own.system) / 1e6,
      tools: childrenCpuSeconds() - childrenBefore,
    },
  }
  console.log(JSON.stringify(result))
}

do {
  for (const format of formats) await render(format)
} while (loop)
