'use client'

import styled, { css } from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { ToneBadge } from '@/components/Primitives/StatusBadge.client'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import type { AdminUser } from './types'
import { accountStatusTone, formatLastLogin, fullName, roleTone } from './userDirectory'
import { theme } from '@/styles/theme'

type Props = {
  users: readonly AdminUser[]
  /** The signed-in staff member, marked 'You' in the list. */
  selfId: string | undefined
  onView: (user: AdminUser) => void
}

/**
 * The users as a table; below md each row becomes a card. The explicit ARIA roles keep the
 * table's semantics when CSS changes its display, which would otherwise drop them in some
 * browsers.
 */
export function UserTable({ users, selfId, onView }: Props) {
  return (
    <Table role="table" aria-label="Users">
      <Head role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Email
          </th>
          <th role="columnheader" scope="col">
            Name
          </th>
          <th role="columnheader" scope="col">
            Role
          </th>
          <th role="columnheader" scope="col">
            Status
          </th>
          <th role="columnheader" scope="col">
            Last login
          </th>
          <th role="columnheader" scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </Head>
      <tbody role="rowgroup">
        {users.map((user) => {
          const name = fullName(user)
          return (
            <Row key={user.id} role="row" data-testid="user-row">
              <Cell role="cell" $area="email">
                <Email>{user.email}</Email>
                {user.id === selfId && <You>You</You>}
              </Cell>
              <Cell role="cell" $area="name" $muted={!name}>
                {name || 'Not set'}
              </Cell>
              <Cell role="cell" $area="role">
                <ToneBadge tone={roleTone(user.role)}>{user.role}</ToneBadge>
              </Cell>
              <Cell role="cell" $area="status">
                <ToneBadge tone={accountStatusTone(user.accountStatus)}>
                  {user.accountStatus}
                </ToneBadge>
              </Cell>
              <Cell role="cell" $area="login" $muted={!user.lastLoginAt}>
                <PhoneLabel aria-hidden="true">Last login</PhoneLabel>
                {user.lastLoginAt ? (
                  <time dateTime={user.lastLoginAt}>{formatLastLogin(user.lastLoginAt)}</time>
                ) : (
                  formatLastLogin(null)
                )}
              </Cell>
              <Cell role="cell" $area="view">
                <Button type="button" $tone="secondary" $size="sm" onClick={() => onView(user)}>
                  View
                  <VisuallyHidden> {user.email}</VisuallyHidden>
                </Button>
              </Cell>
            </Row>
          )
        })}
      </tbody>
    </Table>
  )
}

const md = theme.breakpoints.md

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;

  @media (width < ${md}) {
    display: block;

    tbody {
      display: block;
    }
  }
`

// Phones read the column names from each card, so the header row is for screen readers only.
const Head = styled.thead`
  th {
    padding: ${`${theme.space(3)} ${theme.space(4)}`};
    border-bottom: 1px solid ${theme.colors.border};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.muted};
    font-size: 0.72rem;
    font-weight: 800;
    letter-spacing: 0.14em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }

  th:first-child {
    padding-left: ${theme.space(7)};
  }

  @media (width < ${md}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

type Area = 'email' | 'name' | 'role' | 'status' | 'login' | 'view'

const Row = styled.tr`
  border-bottom: 1px solid ${theme.colors.border};
  transition: background 150ms ease;

  &:last-child {
    border-bottom: 0;
  }

  &:hover {
    background: rgba(255, 255, 255, 0.025);
  }

  @media (width < ${md}) {
    display: grid;
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas:
      'email email email view'
      'name name name view'
      'role status . .'
      'login login login login';
    align-items: center;
    gap: ${`${theme.space(2)} ${theme.space(2)}`};
    padding: ${`${theme.space(5)} ${theme.space(5)}`};
  }
`

const Cell = styled.td<{ $area: Area; $muted?: boolean }>`
  padding: ${`${theme.space(4)} ${theme.space(4)}`};
  vertical-align: middle;
  ${({ $muted }) =>
    $muted &&
    css`
      color: ${theme.colors.muted};
    `}

  &:first-child {
    padding-left: ${theme.space(7)};
  }

  &:last-child {
    padding-right: ${theme.space(7)};
    text-align: right;
  }

  @media (width < ${md}) {
    grid-area: ${({ $area }) => $area};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
    min-width: 0;
    padding: 0;

    &:first-child,
    &:last-child {
      padding: 0;
    }

    ${({ $area }) =>
      $area === 'view' &&
      css`
        align-self: start;
      `}
    ${({ $area }) =>
      $area === 'login' &&
      css`
        margin-top: ${theme.space(1)};
        font-size: 0.85rem;
      `}
  }
`

const Email = styled.span`
  font-weight: 800;
  overflow-wrap: anywhere;
`

const You = styled.span`
  margin-left: ${theme.space(2)};
  padding: 2px 8px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.muted};
  font-size: 0.68rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;

  @media (width < ${md}) {
    margin-left: 0;
  }
`

const PhoneLabel = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;

  @media (min-width: ${md}) {
    display: none;
  }
`
