import { z } from 'zod'

/** Every document id (Payload's `idType: 'uuid'`). */
export const idSchema = z.uuid()

/** Whether a path segment or a value from outside can be a document id at all. */
export const isId = (value: unknown): value is string => idSchema.safeParse(value).success

/** The id of a relationship's value, populated (`{ id }`) or not (the id itself); else null. */
export const relationId = (value: unknown): string | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'string' ? id : null
}
