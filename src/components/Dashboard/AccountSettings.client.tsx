'use client'

import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Card, CardHeader, CardTitle, Text } from '@/components/Primitives/Card'
import { useSession } from '@/components/Session/useSession'

import { ProfileForm } from './ProfileForm.client'
import { profileGrid } from './profileGrid'
import { ProfilePendingEmail } from './ProfilePendingEmail.client'
import { theme } from '@/styles/theme'

/** E-mail and name, read-only until 'Edit Profile' (spec §4 "Profile edit"). */
export function AccountSettings() {
  const { user } = useSession()
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  // Back from the form (saved or cancelled), focus goes to the button that opened it.
  useEffect(() => {
    if (editing || !returnFocus.current) return
    returnFocus.current = false
    editButton.current?.focus()
  }, [editing])

  if (!user) return null

  const close = () => {
    returnFocus.current = true
    setEditing(false)
  }

  return (
    <Card aria-labelledby="profile-card-title">
      <CardHeader>
        <CardTitle id="profile-card-title">Profile</CardTitle>
        {!editing && (
          <Button
            ref={editButton}
            type="button"
            $tone="secondary"
            $size="sm"
            onClick={() => setEditing(true)}
          >
            Edit Profile
          </Button>
        )}
      </CardHeader>
      {editing ? (
        <ProfileForm user={user} onDone={close} />
      ) : (
        <>
          <Fields>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>First name</dt>
              <dd>{user.firstName || <Unset>Not set</Unset>}</dd>
            </div>
            <div>
              <dt>Last name</dt>
              <dd>{user.lastName || <Unset>Not set</Unset>}</dd>
            </div>
          </Fields>
          {user.pendingEmail && (
            <ProfilePendingEmail email={user.email} pendingEmail={user.pendingEmail} />
          )}
          <Text>Your name shows in the navigation bar; the e-mail is where we reach you.</Text>
        </>
      )}
    </Card>
  )
}

const Fields = styled.dl`
  ${profileGrid}
  gap: ${theme.space(3)};
  margin: 0;

  > div {
    display: grid;
    gap: ${theme.space(1)};
    min-width: 0;
    padding: ${`${theme.space(3)} ${theme.space(4)}`};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
  }

  dt {
    color: ${theme.colors.muted};
    font-size: 0.72rem;
    font-weight: 800;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`

const Unset = styled.span`
  color: ${theme.colors.muted};
  font-weight: 400;
  font-style: italic;
`
