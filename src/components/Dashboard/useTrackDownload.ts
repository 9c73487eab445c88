import { useRef, useState } from 'react'

import { saveBlob } from '@/components/Primitives/saveFile'
import { toast } from '@/components/Toast/toast'

import { type DownloadProgress, fetchTrackFile, trackFileName } from './downloadTrack'

/** null while idle; how far the file has come while it downloads. */
export function useTrackDownload(trackId: string) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const running = useRef(false)

  const download = async () => {
    if (running.current) return
    running.current = true
    setProgress({ received: 0, total: null })
    try {
      const file = await fetchTrackFile(trackId, setProgress)
      saveBlob(file, trackFileName(trackId))
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
