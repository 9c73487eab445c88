import { useRef, useState } from 'react'

import { saveBlob } from '@/components/Primitives/saveFile'
import { toast } from '@/components/Toast/toast'

import {
  type DownloadProgress,
  fetchTrackFile,
  trackDownloadPath,
  trackFileName,
} from './downloadTrack'

/** What a download button fetches: a track (the default), or a release's zip. */
export type DownloadTarget = {
  path: string
  fileName: (ext?: string) => string
  noun: 'track' | 'release'
}

const trackTarget = (trackId: string): DownloadTarget => ({
  path: trackDownloadPath(trackId),
  fileName: (ext) => trackFileName(trackId, ext),
  noun: 'track',
})

/** null while idle; how far the file has come while it downloads. */
export function useTrackDownload(target: string | DownloadTarget) {
  const { path, fileName, noun } = typeof target === 'string' ? trackTarget(target) : target
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const running = useRef(false)

  /** The chosen format (id and extension), or the spec's MP3 when the track offers no choice. */
  const download = async (format?: { format: string; ext: string }) => {
    if (running.current) return
    running.current = true
    setProgress({ received: 0, total: null })
    try {
      const file = await fetchTrackFile(path, setProgress, fetch, format?.format)
      saveBlob(file, fileName(format?.ext))
      toast({ title: 'Download Started', description: `Your ${noun} download has started.` })
    } catch (error) {
      console.error('Download failed', error)
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: `Failed to download ${noun}. Please try again.`,
      })
    } finally {
      running.current = false
      setProgress(null)
    }
  }

  return { progress, download }
}
