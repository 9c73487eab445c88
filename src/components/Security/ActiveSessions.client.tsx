'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { errorMessage } from '@/components/Form/errorMessage'
import { Card, CardHeader, CardTitle, Text } from '@/components/Primitives/Card'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'

import { describeDevice } from './describeDevice'
import { SessionRow } from './SessionRow.client'
import type { ActiveSession } from './types'
import { theme } from '@/styles/theme'

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sessions: ActiveSession[] }

const byRecency = (a: ActiveSession, b: ActiveSession) =>
  Number(b.current) - Number(a.current) ||
  Date.parse(b.lastActivity ?? b.createdAt) - Date.parse(a.lastActivity ?? a.createdAt)

export function ActiveSessions() {
  const { setUser } = useSession()
  const router = useRouter()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState<string | null>(null)
  const title = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    apiFetch<ActiveSession[]>('/api/auth/sessions').then(
      (sessions) => live && setState({ status: 'ready', sessions: [...sessions].sort(byRecency) }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }

  const signOut = async (session: ActiveSession) => {
    if (pending) return
    setPending(session.id)
    try {
      await apiFetch(`/api/auth/sessions/${encodeURIComponent(session.id)}`, { method: 'DELETE' })
      if (session.current) {
        // The server has already ended this session; nothing else on the page is valid.
        setUser(null)
        router.replace('/auth')
        return
      }
      setState((prev) =>
        prev.status === 'ready'
          ? { ...prev, sessions: prev.sessions.filter(({ id }) => id !== session.id) }
          : prev,
      )
      toast({ title: 'Signed Out', description: `${describeDevice(session)} is signed out.` })
      // The row and its button are gone; keep keyboard focus inside the list's card.
      title.current?.focus()
    } catch (error) {
      toast({ variant: 'destructive', title: 'Sign-out Failed', description: errorMessage(error) })
    } finally {
      setPending(null)
    }
  }

  return (
    <Card aria-labelledby="security-sessions-title" aria-busy={state.status === 'loading'}>
      <CardHeader>
        <CardTitle id="security-sessions-title" ref={title} tabIndex={-1}>
          Active sessions
        </CardTitle>
        {state.status === 'ready' && (
          <Text>
            {state.sessions.length} signed-in {state.sessions.length === 1 ? 'device' : 'devices'}
          </Text>
        )}
      </CardHeader>
      {state.status === 'loading' && <Text role="status">Loading your sessions…</Text>}
      {state.status === 'error' && (
        <Problem role="alert">
          <Text>Your sessions could not be loaded: {state.message}</Text>
          <Button type="button" $tone="secondary" $size="sm" onClick={retry}>
            Try again
          </Button>
        </Problem>
      )}
      {state.status === 'ready' &&
        (state.sessions.length === 0 ? (
          <Text>No active sessions.</Text>
        ) : (
          <List aria-labelledby="security-sessions-title">
            {state.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={pending === session.id}
                busy={pending !== null}
                onSignOut={signOut}
              />
            ))}
          </List>
        ))}
    </Card>
  )
}

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(3)};
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`
