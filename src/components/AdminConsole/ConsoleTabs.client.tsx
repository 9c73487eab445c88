'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { useTabs } from '@/components/Primitives/useTabs'
import { theme } from '@/styles/theme'

export type ConsoleTab = { id: string; label: string; icon: ReactNode; panel: ReactNode }

/**
 * The console's tabs (behaviour in useTabs). Inactive panels stay mounted, so a search or the
 * audit list's filters and loaded pages survive a switch, and the audit list refreshes even
 * while hidden.
 */
export function ConsoleTabs({ tabs, label }: { tabs: ConsoleTab[]; label: string }) {
  const { tabProps, panelProps } = useTabs(tabs)
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab key={tab.id} {...tabProps(tab, index)}>
            {tab.icon}
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.id} {...panelProps(tab)}>
          {tab.panel}
        </Panel>
      ))}
    </div>
  )
}

const List = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(6)};
  border-bottom: 1px solid ${theme.colors.border};
`

const Tab = styled.button`
  position: relative;
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(1.5)};
  min-height: 52px;
  margin-bottom: -1px;
  padding: ${`0 ${theme.space(2)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${theme.colors.muted};
  font-family: ${theme.fonts.display};
  /* Two tabs share a phone's width: tighter type, and a label may take two lines. */
  font-size: 0.78rem;
  line-height: 1.15;
  letter-spacing: 0.04em;
  text-align: center;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    color 150ms ease,
    border-color 150ms ease;

  svg {
    flex: none;
  }

  &:hover {
    color: ${theme.colors.text};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${theme.colors.accent};
    color: ${theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: -2px;
    border-radius: ${theme.radii.sm};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    flex: none;
    gap: ${theme.space(2)};
    padding: ${`0 ${theme.space(6)}`};
    font-size: 0.95rem;
    letter-spacing: 0.1em;
    white-space: nowrap;
  }
`

const Panel = styled.div`
  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 4px;
  }
`
