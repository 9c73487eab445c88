'use client'

import { type ReactNode, useState } from 'react'

import styles from './TrackDetails.module.css'

type Props = { id: string; title: string; children: ReactNode }

/**
 * A track's description: always shown on a card; behind a 'Details' button in the compact list,
 * so the list stays one row per track and nothing the card says is out of reach. The text is
 * rendered on the server (children) and is in the page either way.
 */
export function TrackDetails({ id, title, children }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.details} data-open={open || undefined}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${open ? 'Hide' : 'Show'} details of ${title}`}
        onClick={() => setOpen((was) => !was)}
      >
        Details
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={id} className={styles.body}>
        {children}
      </div>
    </div>
  )
}
