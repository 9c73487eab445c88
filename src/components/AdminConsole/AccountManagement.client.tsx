'use client'

import { type FormEvent, useState } from 'react'
import styled from 'styled-components'

import { Button, buttonClassName } from '@/components/Form/buttons'
import { Text } from '@/components/Primitives/Card'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import { ACCOUNT_STATUSES, ASSIGNABLE_ROLES } from '@/lib/validation/admin'

import { SelectField } from './SelectField.client'
import type { AccountStatus, AdminUser } from './types'
import { type AssignableRole, useAccountChange } from './useAccountChange'
import { lockToggle } from './userDirectory'
import { theme } from '@/styles/theme'

type Props = {
  user: AdminUser
  /** A viewer sees every control, disabled. */
  readOnly: boolean
  isSelf: boolean
  onChanged: (user: AdminUser) => void
}

const options = (values: readonly string[], current: string) => [
  ...values.map((value) => ({ value, label: value })),
  // A role the console cannot give (moderator) is still shown as the current one.
  ...(values.includes(current) ? [] : [{ value: current, label: current, disabled: true }]),
]

/**
 * Status and role selects, each applied with its own Save button (a select that saved on every
 * change would lock an account while a keyboard user arrows through the options), and the
 * Lock/Unlock toggle (spec §4 "Account status").
 */
export function AccountManagement({ user, readOnly, isSelf, onChanged }: Props) {
  const { pending, saved, setStatus, setRole } = useAccountChange(user, onChanged)
  const toggle = lockToggle(user.accountStatus)

  return (
    <Layout>
      {readOnly ? (
        <Note role="note">
          <Icon width="18" height="18">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
          </Icon>
          Read-only: your viewer account can see this user but cannot change their status or role.
        </Note>
      ) : (
        isSelf && (
          <Text>This is your own account: you cannot lock, suspend or demote yourself.</Text>
        )
      )}
      <Controls>
        <ChoiceForm
          label="Account status"
          name="status"
          values={ACCOUNT_STATUSES}
          current={user.accountStatus}
          disabled={readOnly}
          pending={pending === 'status'}
          busy={pending !== null}
          onSave={(value) => setStatus(value as AccountStatus)}
        />
        <ChoiceForm
          label="Role"
          name="role"
          values={ASSIGNABLE_ROLES}
          current={user.role}
          disabled={readOnly}
          pending={pending === 'role'}
          busy={pending !== null}
          onSave={(value) => setRole(value as AssignableRole)}
        />
        <LockCell>
          <Button
            type="button"
            $tone={toggle.label === 'Lock' ? 'danger' : 'secondary'}
            $block
            disabled={readOnly}
            aria-disabled={!readOnly && pending !== null ? true : undefined}
            onClick={() => setStatus(toggle.next)}
          >
            <Icon width="16" height="16">
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path
                d={toggle.label === 'Lock' ? 'M8 11V7a4 4 0 0 1 8 0v4' : 'M8 11V7a4 4 0 0 1 7.9-1'}
              />
            </Icon>
            {toggle.label}
          </Button>
        </LockCell>
      </Controls>
      {/* The toast says it too, but the dialog is modal: screen readers may not hear the page. */}
      <VisuallyHidden role="status">{saved}</VisuallyHidden>
    </Layout>
  )
}

type ChoiceProps = {
  label: string
  name: 'status' | 'role'
  values: readonly string[]
  current: string
  disabled: boolean
  pending: boolean
  busy: boolean
  onSave: (value: string) => void
}

function ChoiceForm({
  label,
  name,
  values,
  current,
  disabled,
  pending,
  busy,
  onSave,
}: ChoiceProps) {
  const [draft, setDraft] = useState(current)
  // A change that lands (or arrives with the reread list) resets the draft to it.
  const [shown, setShown] = useState(current)
  if (shown !== current) {
    setShown(current)
    setDraft(current)
  }
  const dirty = draft !== current

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy && dirty) onSave(draft)
  }

  return (
    <Choice onSubmit={submit} aria-label={`Change ${name}`}>
      <SelectField
        label={label}
        name={name}
        value={draft}
        options={options(values, current)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
      />
      {/* aria-disabled, not disabled, while there is nothing to save: the button keeps focus
          after its change lands. Lit up only when there is something to save. */}
      <SaveButton
        type="submit"
        className={buttonClassName({ $tone: dirty ? 'primary' : 'secondary' })}
        disabled={disabled}
        aria-disabled={!disabled && (!dirty || busy) ? true : undefined}
      >
        {pending ? 'Saving…' : 'Save'}
        <VisuallyHidden> {name}</VisuallyHidden>
      </SaveButton>
    </Choice>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${`${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid rgba(96, 165, 250, 0.35);
  border-radius: ${theme.radii.md};
  background: rgba(96, 165, 250, 0.08);
  color: #cfe4ff;
  font-size: 0.92rem;

  svg {
    flex: none;
    margin-top: 2px;
    color: #8ec5ff;
  }
`

const Controls = styled.div`
  display: grid;
  gap: ${theme.space(4)};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`

const Choice = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space(2)};

  > button {
    min-height: 50px;
  }
`

// Looks disabled while there is nothing to save, as a disabled button would.
const SaveButton = styled.button`
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.45;
  }
`

const LockCell = styled.div`
  > button {
    min-height: 50px;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    min-width: 140px;
  }
`
