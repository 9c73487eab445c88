'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { TrackFilesReport } from '@/lib/audio/renditions/trackFileStates'

import styles from './TrackFiles.module.css'

/** While anything is still being made, the panel looks again this often. */
const POLL_MS = 3_000

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`

const STATE_LABELS = {
  queued: 'Queued',
  building: 'Building…',
  ready: 'Ready',
  failed: 'Failed',
} as const

/**
 * The track's sidebar: each audio file made from its master and where it stands (queued,
 * building, ready with its size, failed with ffmpeg's reason), refreshed while work remains.
 */
export function TrackFiles() {
  const { id } = useDocumentInfo()
  const [report, setReport] = useState<TrackFilesReport | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!id) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      try {
        const response = await fetch(`/api/cms/tracks/${id}/files`, { credentials: 'include' })
        if (!response.ok) throw new Error(`The files could not be read (${response.status}).`)
        const next = (await response.json()) as TrackFilesReport
        if (stopped) return
        setReport(next)
        setError(null)
        const working =
          next.published && next.files.some((file) => file.state !== 'ready' && file.attempts < 3)
        if (working) timer = setTimeout(load, POLL_MS)
      } catch (caught) {
        if (!stopped) setError(caught instanceof Error ? caught.message : String(caught))
      }
    }
    void load()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id])

  if (!id) return null
  return (
    <section className={styles.panel} aria-label="Audio files">
      <h3 className={styles.title}>Audio files</h3>
      {error && <p className={styles.note}>{error}</p>}
      {!report && !error && <p className={styles.note}>Reading the files…</p>}
      {report && !report.published && (
        <p className={styles.note}>The files are made when the track is published.</p>
      )}
      {report?.published && (
        <>
          {report.master && (
            <p className={styles.note}>
              From a {report.master.codec} master of {report.master.durationSeconds.toFixed(1)} s.
            </p>
          )}
          <ul className={styles.list}>
            {report.files.map((file) => (
              <li key={file.format} className={styles.row} data-state={file.state}>
                <span className={styles.label}>
                  {file.label}
                  {!file.forSale && <span className={styles.note}> (player)</span>}
                </span>
                <span className={styles.state}>
                  {STATE_LABELS[file.state]} {file.state === 'ready' && sizeOf(file.size)}
                </span>
                {file.state === 'failed' && file.reason && (
                  <span className={styles.reason}>{file.reason}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
