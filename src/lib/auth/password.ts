import { type Algorithm, hash, verify } from '@node-rs/argon2'

// `Algorithm` is a const enum, which isolated modules cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS)

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
