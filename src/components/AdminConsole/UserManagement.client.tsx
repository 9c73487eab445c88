'use client'

import { useDeferredValue, useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { TextField } from '@/components/Form/TextField.client'

import { Count, FlushCard, Notice, NoticeTitle, Toolbar } from './styles'
import type { AdminUser } from './types'
import { filterUsers } from './userDirectory'
import { UserTable } from './UserTable.client'

type Props = {
  users: readonly AdminUser[] | null
  error: string | null
  refreshing: boolean
  selfId: string | undefined
  onRetry: () => void
  onView: (user: AdminUser) => void
}

/** The 'User Management' tab: a search over the list and the table of matches. */
export function UserManagement({ users, error, refreshing, selfId, onRetry, onView }: Props) {
  const [query, setQuery] = useState('')
  // Typing stays responsive with hundreds of rows: the table catches up a beat later.
  const deferred = useDeferredValue(query)
  const shown = users ? filterUsers(users, deferred) : []

  return (
    <FlushCard aria-busy={refreshing}>
      <Toolbar role="search">
        <SearchBox>
          <TextField
            type="search"
            label="Search users"
            placeholder="E-mail, name, role or status"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </SearchBox>
        {users && (
          <Count role="status">
            {deferred.trim()
              ? `${shown.length} of ${users.length} users`
              : `${users.length} ${users.length === 1 ? 'user' : 'users'}`}
          </Count>
        )}
      </Toolbar>
      {error ? (
        <Notice role="alert">
          <NoticeTitle>Users could not be loaded</NoticeTitle>
          <p>{error}</p>
          <Button type="button" $tone="secondary" $size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Notice>
      ) : !users ? (
        <Notice>
          <p role="status">Loading users…</p>
        </Notice>
      ) : shown.length === 0 ? (
        <Notice>
          <NoticeTitle>No users found</NoticeTitle>
          <p>
            {users.length === 0
              ? 'There are no accounts yet.'
              : `Nothing matches “${deferred.trim()}”. Try part of an e-mail, a name, a role or a status.`}
          </p>
        </Notice>
      ) : (
        <UserTable users={shown} selfId={selfId} onView={onView} />
      )}
    </FlushCard>
  )
}

const SearchBox = styled.div`
  flex: 1 1 320px;
  max-width: 480px;
`
