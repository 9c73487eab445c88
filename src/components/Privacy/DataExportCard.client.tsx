'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { errorMessage } from '@/components/Form/errorMessage'
import { Card, CardHeader, CardTitle, Text } from '@/components/Primitives/Card'
import { toast } from '@/components/Toast/useToast'
import { ApiError } from '@/lib/api/client'

import { ExportRequestRow } from './ExportRequestRow.client'
import { useDataRequests } from './useDataRequests'
import { theme } from '@/styles/theme'

/** 'Download my data': a JSON archive of everything the site keeps about the member. */
export function DataExportCard() {
  const { state, retry, requestExport, polling } = useDataRequests()
  const [requesting, setRequesting] = useState(false)
  const busy = requesting || polling

  const start = async () => {
    if (busy) return
    setRequesting(true)
    try {
      await requestExport()
      toast({
        title: 'Export Requested',
        description: 'We are preparing your data. It will be ready to download here shortly.',
      })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Export Failed', description: errorMessage(error) })
      // 409: one is already on its way; show it.
      if (error instanceof ApiError && error.status === 409) retry()
    } finally {
      setRequesting(false)
    }
  }

  const exports = state.status === 'ready' ? state.requests.filter(isExport) : []

  return (
    <Card aria-labelledby="privacy-export-title" aria-busy={state.status === 'loading'}>
      <CardHeader>
        <CardTitle id="privacy-export-title">Your data</CardTitle>
      </CardHeader>
      <Text>
        Get a copy of everything we keep about you: account, sessions, purchases, messages and
        consent, in one JSON file. Each archive stays available for 7 days.
      </Text>
      <div>
        <Button
          type="button"
          $tone="primary"
          onClick={start}
          aria-disabled={busy || undefined}
          aria-describedby={polling ? 'privacy-export-busy' : undefined}
        >
          {requesting ? 'Requesting…' : 'Download my data'}
        </Button>
      </div>
      {polling && (
        <Text id="privacy-export-busy">
          Your archive is being prepared; you can request another once it is ready.
        </Text>
      )}
      <div aria-live="polite">
        {state.status === 'loading' && <Text>Loading your requests…</Text>}
        {state.status === 'error' && (
          <ErrorRow>
            <Text>Could not load your requests: {state.message}</Text>
            <Button type="button" $tone="secondary" $size="sm" onClick={retry}>
              Try again
            </Button>
          </ErrorRow>
        )}
        {exports.length > 0 && (
          <List aria-label="Data exports">
            {exports.map((request) => (
              <ExportRequestRow key={request.id} request={request} />
            ))}
          </List>
        )}
      </div>
    </Card>
  )
}

const isExport = ({ requestType }: { requestType: string }) => requestType === 'export'

const List = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`
