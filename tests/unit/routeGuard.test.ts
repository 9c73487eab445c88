import { describe, expect, it } from 'vitest'

import { guardOutcome, loginRedirect } from '@/components/RouteGuard/guardOutcome'

const signedIn = (role: string) => ({ status: 'signed-in' as const, role })
const signedOut = { status: 'signed-out' as const, role: undefined }

describe('the route guard', () => {
  it('waits while the session is still being checked', () => {
    expect(
      guardOutcome({ status: 'loading', role: undefined }, { requireAuth: true, roles: [] }),
    ).toBe('checking')
  })

  it('sends a signed-out visitor away when sign-in is required', () => {
    expect(guardOutcome(signedOut, { requireAuth: true, roles: [] })).toBe('redirect')
  })

  it('lets a signed-out visitor through when sign-in is not required', () => {
    expect(guardOutcome(signedOut, { requireAuth: false, roles: [] })).toBe('allowed')
  })

  it('treats a role list as needing a signed-in user', () => {
    expect(guardOutcome(signedOut, { requireAuth: false, roles: ['admin'] })).toBe('redirect')
  })

  it('denies a signed-in user whose role is not listed', () => {
    expect(guardOutcome(signedIn('user'), { requireAuth: true, roles: ['admin', 'viewer'] })).toBe(
      'denied',
    )
  })

  it('admits a signed-in user with a listed role, or any user when no roles are listed', () => {
    expect(
      guardOutcome(signedIn('viewer'), { requireAuth: true, roles: ['admin', 'viewer'] }),
    ).toBe('allowed')
    expect(guardOutcome(signedIn('premium'), { requireAuth: true, roles: [] })).toBe('allowed')
  })

  it('remembers the wanted page, path and query, in the login redirect', () => {
    expect(loginRedirect('/auth', '/checkout?trackId=7')).toBe(
      '/auth?next=%2Fcheckout%3FtrackId%3D7',
    )
    expect(loginRedirect('/auth?tab=login', '/dashboard')).toBe('/auth?tab=login&next=%2Fdashboard')
  })
})
