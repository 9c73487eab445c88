'use client'

import { useSyncExternalStore } from 'react'

import { Icon } from '@/components/Primitives/Icon'

import {
  chooseTrackView,
  currentTrackView,
  DEFAULT_TRACK_VIEW,
  TRACK_VIEW_ATTRIBUTE,
  type TrackView,
} from './trackView'
import styles from './TrackViewSwitch.module.css'

/** The attribute on <html> is the one truth: the head script sets it first, this switch after. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributeFilter: [TRACK_VIEW_ATTRIBUTE] })
  return () => observer.disconnect()
}

const OPTIONS: { view: TrackView; label: string; icon: React.ReactNode }[] = [
  {
    view: 'cards',
    label: 'Cards',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="8" rx="2" />
        <rect x="3" y="13" width="18" height="8" rx="2" />
      </>
    ),
  },
  {
    view: 'list',
    label: 'List',
    icon: (
      <>
        <path d="M9 6h12M9 12h12M9 18h12" />
        <path d="M4 6h.01M4 12h.01M4 18h.01" />
      </>
    ),
  },
]

/** Cards or a compact list: toggle buttons (aria-pressed) over the same list of tracks. */
export function TrackViewSwitch() {
  const active = useSyncExternalStore(subscribe, currentTrackView, () => DEFAULT_TRACK_VIEW)
  return (
    <div className={styles.switch} role="group" aria-label="Show tracks as">
      {OPTIONS.map(({ view, label, icon }) => (
        <button
          key={view}
          type="button"
          className={styles.option}
          aria-pressed={view === active}
          onClick={() => chooseTrackView(view)}
        >
          <Icon width="16" height="16">
            {icon}
          </Icon>
          {label}
        </button>
      ))}
    </div>
  )
}
