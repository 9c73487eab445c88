import { describe, expect, it } from 'vitest'

import {
  type DataRequest,
  exportState,
  formatDate,
  shouldPoll,
  withRequest,
} from '@/components/Privacy/dataRequests'
import { deleteAccountFormSchema } from '@/components/Privacy/deleteAccountFormSchema'
import { deleteAccountBody, refusedField } from '@/components/Privacy/deleteAccountRequest'
import { CONSENT_REQUIRED_MESSAGE, registerFormSchema } from '@/lib/validation/auth'

const NOW = Date.parse('2026-03-10T12:00:00Z')

const request = (overrides: Partial<DataRequest> = {}): DataRequest => ({
  id: 'r1',
  requestType: 'export',
  status: 'pending',
  createdAt: '2026-03-10T11:59:00Z',
  completedAt: null,
  expiresAt: null,
  downloadUrl: null,
  failureReason: null,
  ...overrides,
})

describe('data export requests', () => {
  it('shows pending and processing exports as being prepared, and polls only for them', () => {
    expect(exportState(request({ status: 'pending' }), NOW)).toEqual({ kind: 'preparing' })
    expect(exportState(request({ status: 'processing' }), NOW)).toEqual({ kind: 'preparing' })
    expect(shouldPoll([request({ status: 'completed' }), request({ status: 'processing' })])).toBe(
      true,
    )
    expect(shouldPoll([request({ status: 'completed' }), request({ status: 'failed' })])).toBe(
      false,
    )
    expect(shouldPoll([])).toBe(false)
  })

  it('offers the archive of a completed export until it expires', () => {
    const ready = request({
      status: 'completed',
      downloadUrl: '/api/user/data-export/r1/download',
      expiresAt: '2026-03-17T12:00:00Z',
    })
    expect(exportState(ready, NOW)).toEqual({
      kind: 'ready',
      downloadUrl: '/api/user/data-export/r1/download',
      expiresAt: '2026-03-17T12:00:00Z',
    })
    expect(exportState(ready, Date.parse('2026-03-17T12:00:01Z'))).toEqual({ kind: 'expired' })
    expect(exportState(request({ status: 'completed' }), NOW)).toEqual({ kind: 'expired' })
  })

  it('gives the reason of a failed export, or a generic one', () => {
    expect(exportState(request({ status: 'failed', failureReason: 'Disk full' }), NOW)).toEqual({
      kind: 'failed',
      reason: 'Disk full',
    })
    expect(exportState(request({ status: 'failed' }), NOW)).toMatchObject({ kind: 'failed' })
  })

  it('puts a new request first and does not list it twice', () => {
    const older = request({ id: 'old', status: 'completed' })
    const added = request({ id: 'new' })
    expect(withRequest([older], added).map(({ id }) => id)).toEqual(['new', 'old'])
    expect(withRequest([added, older], added).map(({ id }) => id)).toEqual(['new', 'old'])
  })

  it('formats dates and ignores missing or broken ones', () => {
    expect(formatDate('2026-03-10T12:00:00Z')).toMatch(/2026/)
    expect(formatDate(null)).toBeNull()
    expect(formatDate('not a date')).toBeNull()
  })
})

describe('account deletion', () => {
  it('asks for the password, and for a code only when MFA is on', () => {
    expect(deleteAccountFormSchema(false).safeParse({ password: 'x', token: '' }).success).toBe(
      true,
    )
    const missing = deleteAccountFormSchema(false).safeParse({ password: '' })
    expect(missing.success || missing.error.issues[0].message).toBe('Password is required')
    const noCode = deleteAccountFormSchema(true).safeParse({ password: 'x', token: '' })
    expect(noCode.success || noCode.error.issues[0].path).toEqual(['token'])
    expect(
      deleteAccountFormSchema(true).safeParse({ password: 'x', token: '123456' }).success,
    ).toBe(true)
    expect(
      deleteAccountFormSchema(true).safeParse({ password: 'x', token: 'ABCDE-12345' }).success,
    ).toBe(true)
  })

  it('sends no empty code', () => {
    expect(deleteAccountBody({ password: 'pw', token: '' })).toEqual({ password: 'pw' })
    expect(deleteAccountBody({ password: 'pw', token: ' 123456 ' })).toEqual({
      password: 'pw',
      token: '123456',
    })
  })

  it('shows a refusal under the code when it is about the code, else under the password', () => {
    expect(refusedField('Invalid password', true)).toBe('password')
    expect(refusedField('Invalid verification code', true)).toBe('token')
    expect(refusedField('Password is incorrect', true)).toBe('password')
    expect(refusedField('Invalid authentication code', false)).toBe('password')
  })
})

describe('the register form consent box', () => {
  const valid = {
    email: 'fan@example.test',
    username: 'big_fan_99',
    firstName: 'Big',
    lastName: 'Fan',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
  }

  it('refuses to register without the box ticked', () => {
    for (const consent of [false, undefined]) {
      const result = registerFormSchema.safeParse({ ...valid, consentToDataProcessing: consent })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map(({ path, message }) => [path, message])).toEqual([
        [['consentToDataProcessing'], CONSENT_REQUIRED_MESSAGE],
      ])
    }
  })

  it('accepts the form with the box ticked', () => {
    expect(registerFormSchema.safeParse({ ...valid, consentToDataProcessing: true }).success).toBe(
      true,
    )
  })
})
