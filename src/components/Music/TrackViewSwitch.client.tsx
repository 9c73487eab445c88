'use client'

import { useLayoutEffect, useSyncExternalStore } from 'react'

import { Icon } from '@/components/Primitives/Icon'
import { useHydrated } from '@/components/Primitives/useHydrated'

import {
  applyStoredTrackView,
  chooseTrackView,
  currentTrackView,
  DEFAULT_TRACK_VIEW,
  TRACK_VIEW_ATTRIBUTE,
  TRACK_VIEW_SCRIPT,
  type TrackView,
} from './trackView'
import styles from './TrackViewSwitch.module.css'

/** The attribute on <html> is the one truth: the inline script sets it first, this switch after. */
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

/**
 * Cards or a compact list: toggle buttons (aria-pressed) over the same list of tracks. It comes
 * just before the list, so it also brings the list's TRACK_VIEW_SCRIPT: in the server's HTML
 * only (true while hydrating, gone after), as React never runs a script it creates itself (and
 * warns of it). Come to from another page, the list is set by the layout effect instead: after
 * the list is in the page, before it is shown.
 */
export function TrackViewSwitch() {
  const inServerHtml = !useHydrated()
  useLayoutEffect(applyStoredTrackView, [])
  const active = useSyncExternalStore(subscribe, currentTrackView, () => DEFAULT_TRACK_VIEW)
  return (
    <>
      {inServerHtml && <script dangerouslySetInnerHTML={{ __html: TRACK_VIEW_SCRIPT }} />}
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
    </>
  )
}
