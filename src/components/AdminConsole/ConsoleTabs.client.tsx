'use client'

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import styled from 'styled-components'

export type ConsoleTab = { id: string; label: string; icon: ReactNode; panel: ReactNode }

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs, Tab moves
 * into the panel. Inactive panels stay mounted (hidden) so a search or the audit list's filters
 * and loaded pages survive a switch, and the audit list refreshes even while hidden.
 */
export function ConsoleTabs({ tabs, label }: { tabs: ConsoleTab[]; label: string }) {
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
    <div>
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
            {tab.icon}
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={`${tab.id}-tab`}
          hidden={tab.id !== active}
        >
          {tab.panel}
        </Panel>
      ))}
    </div>
  )
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Tab = styled.button`
  position: relative;
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 52px;
  margin-bottom: -1px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 0.85rem;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color 150ms ease,
    border-color 150ms ease;

  svg {
    flex: none;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex: none;
    padding: ${({ theme }) => `0 ${theme.space(6)}`};
    font-size: 0.95rem;
  }
`

const Panel = styled.div`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 4px;
  }
`
