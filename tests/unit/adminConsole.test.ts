import { describe, expect, it } from 'vitest'

import {
  appendPage,
  auditLogsPath,
  detailPairs,
  severityTone,
} from '@/components/AdminConsole/auditDisplay'
import type { AdminUser, AuditLogEntry } from '@/components/AdminConsole/types'
import {
  accountStatusTone,
  countUsers,
  filterUsers,
  formatLastLogin,
  fullName,
  lockToggle,
  nameOrNotSet,
} from '@/components/AdminConsole/userDirectory'

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  email: 'someone@example.test',
  username: null,
  firstName: null,
  lastName: null,
  role: 'user',
  accountStatus: 'active',
  emailVerified: false,
  loginAttempts: 0,
  activeSessionCount: 0,
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  mfaEnabled: false,
  consentToDataProcessing: true,
  consentDate: '2025-01-01T00:00:00.000Z',
  ...overrides,
})

const USERS = [
  user({
    id: 'a',
    email: 'admin@demo.local',
    firstName: 'Avery',
    lastName: 'Admin',
    role: 'admin',
  }),
  user({ id: 'v', email: 'viewer@demo.local', firstName: 'Vic', role: 'viewer' }),
  user({
    id: 'f',
    email: 'fan@demo.local',
    firstName: 'Frankie',
    lastName: 'Fan',
    accountStatus: 'locked',
  }),
  user({ id: 's', email: 'gone@example.test', accountStatus: 'suspended', role: 'premium' }),
]

const entry = (id: string): AuditLogEntry => ({
  id,
  eventType: 'login_success',
  action: 'Signed in',
  severity: 'info',
  success: true,
  timestamp: '2025-06-01T12:00:00.000Z',
  user: null,
  resourceType: null,
  resourceId: null,
  ipAddress: null,
  details: null,
})

describe('the admin console user list', () => {
  it("shows 'Not set' for a user without first or last name", () => {
    expect(nameOrNotSet(user({}))).toBe('Not set')
    expect(nameOrNotSet(user({ firstName: '  ', lastName: '' }))).toBe('Not set')
    expect(nameOrNotSet(user({ firstName: 'Vic' }))).toBe('Vic')
    expect(fullName(user({ firstName: 'Frankie', lastName: 'Fan' }))).toBe('Frankie Fan')
  })

  it('searches e-mail, full name, role and status, ignoring case', () => {
    const ids = (query: string) => filterUsers(USERS, query).map(({ id }) => id)
    expect(ids('FAN@demo')).toEqual(['f'])
    expect(ids('frankie fan')).toEqual(['f'])
    expect(ids('ADMIN')).toEqual(['a'])
    expect(ids('premium')).toEqual(['s'])
    expect(ids('Locked')).toEqual(['f'])
    expect(ids('demo.local')).toEqual(['a', 'v', 'f'])
    expect(ids('  ')).toEqual(['a', 'v', 'f', 's'])
    expect(ids('nobody')).toEqual([])
  })

  it('counts total, active, locked and admin users', () => {
    expect(countUsers(USERS)).toEqual({ total: 4, active: 2, locked: 1, admins: 1 })
    expect(countUsers([])).toEqual({ total: 0, active: 0, locked: 0, admins: 0 })
  })

  it('locks an active account and unlocks a locked or any other one', () => {
    expect(lockToggle('active')).toEqual({ label: 'Lock', next: 'locked' })
    expect(lockToggle('locked')).toEqual({ label: 'Unlock', next: 'active' })
    expect(lockToggle('suspended')).toEqual({ label: 'Unlock', next: 'active' })
    expect(lockToggle(null)).toEqual({ label: 'Unlock', next: 'active' })
  })

  it("reads a missing last login as 'Never'", () => {
    expect(formatLastLogin(null)).toBe('Never')
    expect(formatLastLogin('not a date')).toBe('Never')
    expect(formatLastLogin('2025-06-01T12:00:00.000Z')).toMatch(/2025/)
  })

  it('gives each account status its own badge tone', () => {
    expect(accountStatusTone('active')).toBe('success')
    expect(accountStatusTone('locked')).toBe('failure')
    expect(accountStatusTone('suspended')).toBe('pending')
  })
})

describe('the admin console audit log', () => {
  it('asks for a page with only the filters that are set', () => {
    expect(auditLogsPath(1, { eventType: '', severity: '' })).toBe(
      '/api/admin/audit-logs?page=1&limit=50',
    )
    expect(auditLogsPath(3, { eventType: ' user_status_changed ', severity: 'warning' })).toBe(
      '/api/admin/audit-logs?page=3&limit=50&eventType=user_status_changed&severity=warning',
    )
  })

  it('badges every severity but info', () => {
    expect(severityTone('info')).toBeNull()
    expect(severityTone('warning')).toBe('pending')
    expect(severityTone('error')).toBe('failure')
    expect(severityTone('critical')).toBe('failure')
  })

  it('shows details as compact key: value pairs', () => {
    expect(
      detailPairs({ field: 'accountStatus', from: 'active', to: 'locked', attempts: 3 }),
    ).toEqual([
      ['field', 'accountStatus'],
      ['from', 'active'],
      ['to', 'locked'],
      ['attempts', '3'],
    ])
    expect(detailPairs({ nested: { a: 1 }, list: [1, 'b'], none: null })).toEqual([
      ['nested', '{"a":1}'],
      ['list', '[1,"b"]'],
      ['none', 'null'],
    ])
    expect(detailPairs(null)).toEqual([])
    expect(detailPairs([])).toEqual([])
    expect(detailPairs('free text')).toEqual([['value', 'free text']])
    expect(detailPairs([1, 2])).toEqual([['value', '[1,2]']])
  })

  it('appends a later page without repeating entries that moved onto it', () => {
    const merged = appendPage([entry('3'), entry('2')], [entry('2'), entry('1')])
    expect(merged.map(({ id }) => id)).toEqual(['3', '2', '1'])
  })
})
