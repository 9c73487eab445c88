import type { CollectionBeforeOperationHook } from 'payload'

/**
 * For Payload's per-person records (locks, preferences) written through the API: the record
 * names its caller, whatever `user` the body sent, and only the fields in `keep` are taken from
 * the body. Done before Payload reads the body, which fails on a relationship to several
 * collections given in any other shape (a list, a null).
 */
export const namesCaller =
  ({ keep }: { keep: readonly string[] }): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (!req.user || (operation !== 'create' && operation !== 'update')) return args
    const sent: Record<string, unknown> =
      typeof args.data === 'object' && args.data !== null && !Array.isArray(args.data)
        ? args.data
        : {}
    const kept = Object.fromEntries(
      keep.filter((key) => key in sent).map((key) => [key, sent[key]]),
    )
    return { ...args, data: { ...kept, user: { relationTo: 'users', value: req.user.id } } }
  }
