import { describe, expect, it } from 'vitest'

import {
  criterionLabel,
  errorMessage,
  greetingName,
  isExpiredChallenge,
  normaliseCode,
} from '@/components/AuthScreen/authMessages'
import { safeNextPath } from '@/components/AuthScreen/safeNext'
import { ApiError } from '@/lib/api/client'
import { PASSWORD_CRITERIA } from '@/lib/validation/passwordStrength'

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/')).toBe('/')
    expect(safeNextPath('/cms')).toBe('/cms')
    expect(safeNextPath('/checkout?trackId=42#pay')).toBe('/checkout?trackId=42#pay')
  })

  it('refuses anything a browser could resolve to another site', () => {
    expect(safeNextPath('//evil.example')).toBeNull()
    expect(safeNextPath('https://evil.example')).toBeNull()
    expect(safeNextPath('/\\evil.example')).toBeNull()
    expect(safeNextPath('/\t/evil.example')).toBeNull()
    expect(safeNextPath('javascript:alert(1)')).toBeNull()
    expect(safeNextPath('dashboard')).toBeNull()
  })

  it('ignores a missing or repeated parameter', () => {
    expect(safeNextPath(undefined)).toBeNull()
    expect(safeNextPath('')).toBeNull()
    expect(safeNextPath(['/a', '/b'])).toBeNull()
  })
})

describe('greetingName', () => {
  it('prefers the first name, then the username, then the e-mail', () => {
    const email = 'fan@demo.local'
    expect(greetingName({ firstName: 'Frankie', username: 'demo_fan', email })).toBe('Frankie')
    expect(greetingName({ firstName: '', username: 'demo_fan', email })).toBe('demo_fan')
    expect(greetingName({ firstName: null, username: null, email })).toBe(email)
  })
})

describe('criterionLabel', () => {
  it('turns each shared password rule into a short checklist line', () => {
    expect(PASSWORD_CRITERIA.map(({ message }) => criterionLabel(message))).toEqual([
      'At least 8 characters',
      'At least one lowercase letter',
      'At least one uppercase letter',
      'At least one number',
      'At least one special character',
    ])
  })

  it('leaves a message in another shape untouched', () => {
    expect(criterionLabel('No spaces allowed')).toBe('No spaces allowed')
  })
})

describe('isExpiredChallenge', () => {
  it('is true only for a 401 that asks the user to sign in again', () => {
    expect(isExpiredChallenge(new ApiError('Please sign in again', 401))).toBe(true)
    expect(isExpiredChallenge(new ApiError('Too many wrong codes, Sign In again.', 401))).toBe(true)
    expect(isExpiredChallenge(new ApiError('Invalid code', 401))).toBe(false)
    expect(isExpiredChallenge(new ApiError('Please sign in again', 429))).toBe(false)
    expect(isExpiredChallenge(new Error('Please sign in again'))).toBe(false)
  })
})

describe('errorMessage', () => {
  it("shows the server's message, with a fallback for things that are not errors", () => {
    expect(errorMessage(new ApiError('Account locked', 423))).toBe('Account locked')
    expect(errorMessage('boom')).toBe('Something went wrong. Please try again.')
  })
})

describe('normaliseCode', () => {
  it('keeps six digits of an authenticator code', () => {
    expect(normaliseCode('123 456', 'totp')).toBe('123456')
    expect(normaliseCode('12a3456789', 'totp')).toBe('123456')
  })

  it('keeps letters, digits and the hyphen of a backup code', () => {
    expect(normaliseCode('ab12c-9xy7z', 'backup')).toBe('ab12c-9xy7z')
    expect(normaliseCode(' ab12c 9xy7z ', 'backup')).toBe('ab12c9xy7z')
  })
})
