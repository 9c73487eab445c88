import type { FieldHook, TextFieldSingleValidation } from 'payload'
import type { z } from 'zod'

const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

type Options = { required?: boolean; previousValue?: unknown }

/**
 * Makes a text field hold what the site's form for it accepts, whoever writes it (the CMS, REST,
 * GraphQL): surrounding spaces are dropped, then the form's zod schema decides, with its message.
 * An empty field stays allowed unless the field itself is required. A value stored before this
 * rule is left to the team to correct: it does not block other changes to the document.
 */
export const validatedBy = (
  schema: z.ZodType<string, string>,
): { hooks: { beforeValidate: FieldHook[] }; validate: TextFieldSingleValidation } => ({
  hooks: { beforeValidate: [trimmed] },
  validate: (value: unknown, { required, previousValue }: Options) => {
    if (value === null || value === undefined || value === '') {
      return required ? 'This field is required' : true
    }
    if (value === previousValue) return true
    const parsed = schema.safeParse(value)
    return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Invalid value')
  },
})
