'use client'

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import styled from 'styled-components'

export type AuthTab = { id: string; label: string; panel: ReactNode }

const List = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
`

const Tab = styled.button`
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 0.85rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background 150ms ease,
    color 150ms ease;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs, Tab moves
 * into the panel. Inactive panels stay mounted (hidden) so half-typed forms survive a switch.
 */
export function AuthTabs({ tabs, label }: { tabs: AuthTab[]; label: string }) {
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

  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node)
              else refs.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-selected={tab.id === active}
            aria-controls={`${tab.id}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={`${tab.id}-tab`}
          hidden={tab.id !== active}
        >
          {tab.panel}
        </div>
      ))}
    </>
  )
}
