/** The characters that count as "special" in a password (spec §5: a fixed set). */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~'

const hasSpecial = (password: string) =>
  [...password].some((char) => SPECIAL_CHARACTERS.includes(char))

/** The five criteria of the strength meter and of the registration rules, in order. */
export const PASSWORD_CRITERIA: ReadonlyArray<{
  test: (password: string) => boolean
  message: string
}> = [
  { test: (p) => p.length >= 8, message: 'Password must be at least 8 characters' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  { test: hasSpecial, message: 'Password must contain at least one special character' },
]

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong'

/** Create Account stays disabled below this score. */
export const MIN_REGISTER_STRENGTH = 60

/** 20 points per criterion met (0-100) and the meter's label. */
export const passwordStrength = (password: string): { score: number; label: StrengthLabel } => {
  const score = PASSWORD_CRITERIA.filter(({ test }) => test(password)).length * 20
  const label: StrengthLabel =
    score >= 80 ? 'Strong' : score >= 60 ? 'Good' : score >= 40 ? 'Fair' : 'Weak'
  return { score, label }
}
