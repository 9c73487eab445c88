'use client'

import { type KeyboardEvent, useRef, useState } from 'react'

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs, Tab moves
 * into the panel. Returns the props of each tab button and each panel; panels stay mounted
 * (hidden) so what is typed or loaded in them survives a switch.
 */
export function useTabs<T extends { id: string }>(tabs: T[]) {
  const [active, setActive] = useState(tabs[0].id)
  const refs = useRef(new Map<string, HTMLButtonElement>())

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    setActive(tab.id)
    refs.current.get(tab.id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  const tabProps = (tab: T, index: number) => ({
    ref: (node: HTMLButtonElement | null) => {
      if (node) refs.current.set(tab.id, node)
      else refs.current.delete(tab.id)
    },
    type: 'button' as const,
    role: 'tab' as const,
    id: `${tab.id}-tab`,
    'aria-selected': tab.id === active,
    'aria-controls': `${tab.id}-panel`,
    tabIndex: tab.id === active ? 0 : -1,
    onClick: () => setActive(tab.id),
    onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
  })

  const panelProps = (tab: T) => ({
    role: 'tabpanel' as const,
    id: `${tab.id}-panel`,
    'aria-labelledby': `${tab.id}-tab`,
    hidden: tab.id !== active,
  })

  return { active, tabProps, panelProps }
}
