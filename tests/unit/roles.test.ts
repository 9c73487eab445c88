import { describe, expect, it } from 'vitest'

import { hasRole, STAFF_ROLES } from '@/access/roles'

describe('hasRole', () => {
  it('is true only for a user whose role is listed', () => {
    expect(hasRole({ role: 'admin' }, 'admin')).toBe(true)
    expect(hasRole({ role: 'viewer' }, ...STAFF_ROLES)).toBe(true)
    expect(hasRole({ role: 'user' }, ...STAFF_ROLES)).toBe(false)
    expect(hasRole({ role: 'premium' }, 'admin')).toBe(false)
  })

  it('is false for anonymous visitors and users without a role', () => {
    expect(hasRole(null, 'admin')).toBe(false)
    expect(hasRole(undefined, 'user')).toBe(false)
    expect(hasRole({ role: null }, 'user')).toBe(false)
    expect(hasRole({}, 'user')).toBe(false)
  })

  it('does not treat an unknown role as staff', () => {
    expect(hasRole({ role: 'superadmin' }, ...STAFF_ROLES)).toBe(false)
    expect(hasRole({ role: 'Admin' }, 'admin')).toBe(false)
  })
})
