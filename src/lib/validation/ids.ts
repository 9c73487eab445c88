import { z } from 'zod'

/** Every document id (Payload's `idType: 'uuid'`). */
export const idSchema = z.uuid()

/** Whether a path segment or a value from outside can be a document id at all. */
export const isId = (value: unknown): value is string => idSchema.safeParse(value).success
