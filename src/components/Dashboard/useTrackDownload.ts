import { useRef, useState } from 'react'

import { saveBlob } from '@/components/Primitives/saveFile'
import { toast } from '@/components/Toast/toast'

import { type DownloadProgress, fetchTrackFile, trackFileName } from './downloadTrack'

/** null while idle; how far the file has come while it downloads. */
export function useTrackDownload(trackId: string) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const running = useRef(false)

  /** The chosen format (id and extension), or the spec's MP3 when the track offers no choice. */
  const download = async (format?: { format: string; ext: string }) => {
    if (running.current) return
    running.current = true
    setProgress({ received: 0, total: null })
    try {
      const file = await fetchTrackFile(trackId, setProgress, fetch, format?.format)
      saveBlob(file, trackFileName(trackId, format?.ext))
      toast({ title: 'Download Started', description: 'Your track download has started.' })
    } catch (error) {
      console.error('Download failed', error)
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: 'Failed to download track. Please try again.',
      })
    } finally {
      running.current = false
      setProgress(null)
    }
  }

  return { progress, download }
}
