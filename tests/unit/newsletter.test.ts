import { describe, expect, it } from 'vitest'

import { newsletterProblem } from '@/components/Footer/newsletter'

describe('newsletterProblem', () => {
  it('asks for an address when the field is empty or blank', () => {
    const required = {
      title: 'Email Required',
      description: 'Please enter your email address.',
    }
    expect(newsletterProblem('')).toEqual(required)
    expect(newsletterProblem('   ')).toEqual(required)
  })

  it('refuses a malformed address', () => {
    const invalid = { title: 'Invalid Email', description: 'Please enter a valid email address.' }
    expect(newsletterProblem('fan')).toEqual(invalid)
    expect(newsletterProblem('fan@')).toEqual(invalid)
    expect(newsletterProblem('fan@example')).toEqual(invalid)
  })

  it('accepts a valid address, surrounding spaces included', () => {
    expect(newsletterProblem('fan@example.com')).toBeNull()
    expect(newsletterProblem('  fan@example.com ')).toBeNull()
  })
})
