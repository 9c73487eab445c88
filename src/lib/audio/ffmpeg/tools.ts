import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'

/** Where the ffmpeg/ffprobe pair came from, so a log line can say which build did the work. */
export type ToolSource = 'env' | 'system' | 'npm'

export type FfmpegTools = { ffmpeg: string; ffprobe: string; source: ToolSource }

const isExecutable = async (file: string): Promise<boolean> => {
  try {
    await access(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The first executable `name` on PATH, like `which`, without spawning a shell. */
const onPath = async (name: string): Promise<string | null> => {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue
    const candidate = path.join(dir, name)
    if (await isExecutable(candidate)) return candidate
  }
  return null
}

/** The `.path` of an installer package, or null when it is not installed or fails to load. */
const npmBinary = async (specifier: string): Promise<string | null> => {
  try {
    const loaded = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ specifier
    )) as {
      path?: string
      default?: { path?: string }
    }
    const file = loaded.default?.path ?? loaded.path
    return file && (await isExecutable(file)) ? file : null
  } catch {
    // The packages are optional dependencies and their index throws a string on an unknown platform.
    return null
  }
}

const locate = async (): Promise<FfmpegTools> => {
  const { FFMPEG_PATH, FFPROBE_PATH } = process.env
  if (FFMPEG_PATH && FFPROBE_PATH) {
    return { ffmpeg: FFMPEG_PATH, ffprobe: FFPROBE_PATH, source: 'env' }
  }
  const [ffmpeg, ffprobe] = await Promise.all([onPath('ffmpeg'), onPath('ffprobe')])
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: 'system' }
  const [npmFfmpeg, npmFfprobe] = await Promise.all([
    npmBinary('@ffmpeg-installer/ffmpeg'),
    npmBinary('@ffprobe-installer/ffprobe'),
  ])
  if (npmFfmpeg && npmFfprobe) return { ffmpeg: npmFfmpeg, ffprobe: npmFfprobe, source: 'npm' }
  throw new Error(
    'ffmpeg and ffprobe were not found: set FFMPEG_PATH and FFPROBE_PATH, install them on PATH ' +
      '(apt-get install ffmpeg), or install the optional @ffmpeg-installer/ffmpeg and ' +
      '@ffprobe-installer/ffprobe packages',
  )
}

let located: Promise<FfmpegTools> | null = null

/**
 * The ffmpeg and ffprobe to run, looked up once per process. An explicit FFMPEG_PATH and
 * FFPROBE_PATH win, so an operator can pin a build; then the system's, since a distribution
 * build is patched and has the usual encoders; the npm static builds are the last resort for a
 * host where nothing can be installed. Both binaries always come from the same place, so the
 * prober understands what the encoder wrote. A failed lookup is not cached: installing ffmpeg
 * fixes a running server.
 */
export const ffmpegTools = (): Promise<FfmpegTools> => {
  located ??= locate().catch((error: unknown) => {
    located = null
    throw error
  })
  return located
}
