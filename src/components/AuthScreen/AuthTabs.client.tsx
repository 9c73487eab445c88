'use client'

import { type ReactNode, useEffect, useRef } from 'react'
import styled from 'styled-components'

import { useTabs } from '@/components/Primitives/useTabs'
import { theme } from '@/styles/theme'

/** Opens another tab by id and puts the keyboard on it, for links inside a panel. */
export type ShowTab = (id: string) => void

export type AuthTab = { id: string; label: string; panel: (show: ShowTab) => ReactNode }

const List = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(8)};
  padding: ${theme.space(1)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
`

const Tab = styled.button`
  min-height: 44px;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.muted};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 800;
  cursor: pointer;
  transition:
    background 150ms ease,
    color 150ms ease;
  &:hover {
    color: ${theme.colors.text};
  }
  &[aria-selected='true'] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`

type Props = {
  tabs: AuthTab[]
  label: string
  /** Called when another tab opens (not on the first render). */
  onChange?: (id: string) => void
}

/** The sign-in and register tabs (behaviour in useTabs). */
export function AuthTabs({ tabs, label, onChange }: Props) {
  const { active, tabProps, panelProps } = useTabs(tabs)
  const shown = useRef(active)

  useEffect(() => {
    if (shown.current === active) return
    shown.current = active
    onChange?.(active)
  }, [active, onChange])

  // The tab list is one Tab stop (arrows move inside it), so a panel's own link is the way a
  // keyboard user who tabs through the form finds the other tab.
  const show: ShowTab = (id) => {
    const index = tabs.findIndex((tab) => tab.id === id)
    if (index < 0) return
    const { id: buttonId, onClick } = tabProps(tabs[index], index)
    onClick()
    document.getElementById(buttonId)?.focus()
  }

  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab key={tab.id} {...tabProps(tab, index)}>
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <div key={tab.id} {...panelProps(tab)}>
          {tab.panel(show)}
        </div>
      ))}
    </>
  )
}
