import { describe, expect, it } from 'vitest'

import {
  changePasswordSchema,
  loginSchema,
  mfaVerifySchema,
  profileSchema,
  registerFormSchema,
  registerPayloadSchema,
} from '@/lib/validation/auth'
import { MIN_REGISTER_STRENGTH, passwordStrength } from '@/lib/validation/passwordStrength'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message

const validRegistration = {
  email: 'fan@example.test',
  username: 'big_fan_99',
  firstName: 'Big',
  lastName: 'Fan',
  password: 'Str0ng!Pass',
}

describe('the password strength meter', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 20, 'Weak'],
    ['abcdefgh', 40, 'Fair'],
    ['abcdefgH', 60, 'Good'],
    ['abcdefH1', 80, 'Strong'],
    ['abcdeH1!', 100, 'Strong'],
    ['ABC!', 40, 'Fair'],
    ['12345678', 40, 'Fair'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label })
  })

  it('counts 20 points per criterion and blocks registration below 60', () => {
    expect(MIN_REGISTER_STRENGTH).toBe(60)
    expect(passwordStrength('abcdefg').score).toBeLessThan(MIN_REGISTER_STRENGTH)
    expect(passwordStrength('abcdefgH').score).toBe(MIN_REGISTER_STRENGTH)
  })
})

describe('login validation', () => {
  it('needs a valid e-mail and a password', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'x', password: 'p' }))).toBe(
      'Please enter a valid email address',
    )
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    )
  })

  it('allows an optional code of at most 6 characters and rememberMe', () => {
    expect(
      loginSchema.safeParse({
        email: 'a@b.co',
        password: 'p',
        mfaToken: '123456',
        rememberMe: true,
      }).success,
    ).toBe(true)
    expect(
      firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: 'p', mfaToken: '1234567' })),
    ).toBe('The code has 6 digits')
  })

  it('normalises the e-mail', () => {
    const parsed = loginSchema.parse({ email: '  Fan@Example.TEST ', password: 'p' })
    expect(parsed.email).toBe('fan@example.test')
  })
})

describe('registration validation', () => {
  it('accepts a valid registration', () => {
    expect(registerPayloadSchema.safeParse(validRegistration).success).toBe(true)
  })

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: 'x'.repeat(51) }, 'First name is too long'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'x'.repeat(51) }, 'Last name is too long'],
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
    [{ password: 'NOLOWER1!' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'noupper1!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'NoDigits!' }, 'Password must contain at least one number'],
    [{ password: 'NoSpecial1' }, 'Password must contain at least one special character'],
    [{ password: `Aa1!${'x'.repeat(125)}` }, 'Password must be at most 128 characters'],
  ])('refuses %j with %j', (overrides, message) => {
    expect(
      firstMessage(registerPayloadSchema.safeParse({ ...validRegistration, ...overrides })),
    ).toBe(message)
  })

  it('requires the confirmation to match', () => {
    const result = registerFormSchema.safeParse({ ...validRegistration, confirmPassword: 'other' })
    expect(firstMessage(result)).toBe("Passwords don't match")
    expect(result.success || result.error.issues[0].path).toEqual(['confirmPassword'])
  })

  it('does not send confirmPassword: the payload schema drops it', () => {
    const parsed = registerPayloadSchema.parse({ ...validRegistration, confirmPassword: 'x' })
    expect(parsed).not.toHaveProperty('confirmPassword')
  })
})

describe('other account forms', () => {
  it('an MFA code is 6 digits', () => {
    expect(mfaVerifySchema.safeParse({ token: '123456' }).success).toBe(true)
    expect(firstMessage(mfaVerifySchema.safeParse({ token: '12345' }))).toBe(
      'Enter the 6-digit code',
    )
    expect(firstMessage(mfaVerifySchema.safeParse({ token: 'abcdef' }))).toBe(
      'Enter the 6-digit code',
    )
  })

  it('a password change needs the current password and a matching new one', () => {
    const base = {
      currentPassword: 'old',
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    }
    expect(changePasswordSchema.safeParse(base).success).toBe(true)
    expect(firstMessage(changePasswordSchema.safeParse({ ...base, currentPassword: '' }))).toBe(
      'Current password is required',
    )
    expect(firstMessage(changePasswordSchema.safeParse({ ...base, confirmPassword: 'x' }))).toBe(
      "Passwords don't match",
    )
    expect(
      firstMessage(
        changePasswordSchema.safeParse({ ...base, newPassword: 'short', confirmPassword: 'short' }),
      ),
    ).toBe('Password must be at least 8 characters')
  })

  it('a profile needs an e-mail and both names', () => {
    expect(
      profileSchema.safeParse({ email: 'a@b.co', firstName: 'A', lastName: 'B' }).success,
    ).toBe(true)
    expect(
      firstMessage(profileSchema.safeParse({ email: 'a@b.co', firstName: '', lastName: 'B' })),
    ).toBe('First name is required')
  })
})
