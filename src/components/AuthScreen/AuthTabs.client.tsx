'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { useTabs } from '@/components/Primitives/useTabs'
import { theme } from '@/styles/theme'

export type AuthTab = { id: string; label: string; panel: ReactNode }

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
  font-family: ${theme.fonts.display};
  font-size: 0.85rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
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

/** The sign-in and register tabs (behaviour in useTabs). */
export function AuthTabs({ tabs, label }: { tabs: AuthTab[]; label: string }) {
  const { tabProps, panelProps } = useTabs(tabs)
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
          {tab.panel}
        </div>
      ))}
    </>
  )
}
