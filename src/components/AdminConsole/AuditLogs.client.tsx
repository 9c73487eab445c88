'use client'

import { useState } from 'react'
import styled, { keyframes } from 'styled-components'

import { Button } from '@/components/Form/buttons'

import { AuditEntry } from './AuditEntry.client'
import type { AuditFilters } from './auditDisplay'
import { AuditFilterBar } from './AuditFilterBar.client'
import { Count, FlushCard, Notice, NoticeTitle, Toolbar } from './styles'
import { useAuditLogs } from './useAuditLogs'
import { theme } from '@/styles/theme'

/** The 'Audit Logs' tab; `version` changes after a status or role change to reread page 1. */
export function AuditLogs({ version }: { version: number }) {
  const [filters, setFilters] = useState<AuditFilters>({ eventType: '', severity: '' })
  const view = useAuditLogs(filters, version)

  return (
    <FlushCard aria-busy={view.refreshing || view.loadingMore}>
      <Toolbar>
        <AuditFilterBar filters={filters} onChange={setFilters} />
        {view.logs && <Count role="status">{entryCount(view.logs.length, view.totalDocs)}</Count>}
      </Toolbar>
      {/* Focusable so the keyboard can scroll it; its entries hold nothing else to focus. */}
      {view.refreshing && view.logs && <Busy aria-hidden="true" />}
      <Scroller tabIndex={0} role="region" aria-label="Audit log entries, newest first">
        {view.error ? (
          <Notice role="alert" $fill>
            <NoticeTitle>Audit logs could not be loaded</NoticeTitle>
            <p>{view.error}</p>
            <Button type="button" $tone="secondary" $size="sm" onClick={view.retry}>
              Try again
            </Button>
          </Notice>
        ) : view.logs === null ? (
          <Notice $fill>
            <p role="status">Loading audit logs…</p>
          </Notice>
        ) : view.logs.length === 0 ? (
          <Notice $fill>
            <NoticeTitle>No audit logs found</NoticeTitle>
            {(filters.eventType || filters.severity) && <p>Try other filters.</p>}
          </Notice>
        ) : (
          <>
            <Entries>
              {view.logs.map((entry) => (
                <AuditEntry key={entry.id} entry={entry} />
              ))}
            </Entries>
            <Footer>
              {view.hasMore ? (
                <Button
                  type="button"
                  $tone="secondary"
                  $size="sm"
                  aria-disabled={view.loadingMore || undefined}
                  onClick={view.loadMore}
                >
                  {view.loadingMore ? 'Loading…' : 'Load more'}
                </Button>
              ) : (
                <p>End of the log</p>
              )}
              {view.moreError && (
                <p role="alert">More entries could not be loaded: {view.moreError}</p>
              )}
            </Footer>
          </>
        )}
      </Scroller>
    </FlushCard>
  )
}

const entryCount = (shown: number, total: number) =>
  `${shown < total ? `${shown} of ` : ''}${total} ${total === 1 ? 'entry' : 'entries'}`

/** Spec §9: the audit list is 600 px tall and scrolls inside itself. */
const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  height: 600px;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: -2px;
  }
`

const Entries = styled.ol`
  flex: none;
  margin: 0;
  padding: 0;
  list-style: none;
`

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`

/** A thin sweeping line while new filters are read; the entries keep full contrast meanwhile. */
const Busy = styled.div`
  position: relative;
  z-index: 1;
  flex: none;
  height: 2px;
  /* Takes no room: the list below does not jump when it shows. */
  margin-bottom: -2px;
  overflow: hidden;

  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${theme.colors.accent};
    animation: ${sweep} 900ms ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(6)};
  color: ${theme.colors.muted};
  font-size: 0.85rem;

  p {
    margin: 0;
  }
`
